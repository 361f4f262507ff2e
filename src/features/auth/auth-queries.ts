import { $api } from '@/api/queries';

// None is cached: each mutation's caller decides what follows (a session starts, a message shows).

export const resetLinkQuery = (token: string) =>
  $api.queryOptions('get', '/auth/reset-password/{token}', { params: { path: { token } } });

export const useLogin = () => $api.useMutation('post', '/auth/login');
export const useRegister = () => $api.useMutation('post', '/auth/register');
export const useForgotPassword = () => $api.useMutation('post', '/auth/forgot-password');
export const useResetPassword = () => $api.useMutation('post', '/auth/reset-password/{token}');
export const useGoogleUrl = () => $api.useMutation('get', '/auth/google/url');
export const useGoogleCallback = () => $api.useMutation('post', '/auth/google/callback');
export const useGoogleLogin = () => $api.useMutation('post', '/auth/google/login');
export const useSendCode = () => $api.useMutation('post', '/auth/generate_code');
export const useVerifyEmail = () => $api.useMutation('post', '/auth/verify');
