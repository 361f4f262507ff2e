import { api, type CallInit } from '@/api/client';
import { unwrap } from '@/api/errors';
import { $api } from '@/api/queries';
import { useApiMutation } from '@/components/use-api-mutation';

export const resetLinkQuery = (token: string) =>
  $api.queryOptions('get', '/auth/reset-password/{token}', { params: { path: { token } } });

// No toast and nothing cached: each caller decides what follows (a session starts, a message shows).
const bare = <Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) =>
  function useBareMutation() {
    return useApiMutation({ mutationFn });
  };

export const useLogin = bare((init: CallInit<'/auth/login', 'post'>) =>
  unwrap(api.POST('/auth/login', init)),
);
export const useRegister = bare((init: CallInit<'/auth/register', 'post'>) =>
  unwrap(api.POST('/auth/register', init)),
);
export const useForgotPassword = bare((init: CallInit<'/auth/forgot-password', 'post'>) =>
  unwrap(api.POST('/auth/forgot-password', init)),
);
export const useResetPassword = bare((init: CallInit<'/auth/reset-password/{token}', 'post'>) =>
  unwrap(api.POST('/auth/reset-password/{token}', init)),
);
export const useGoogleUrl = bare((init: CallInit<'/auth/google/url', 'get'>) =>
  unwrap(api.GET('/auth/google/url', init)),
);
export const useGoogleCallback = bare((init: CallInit<'/auth/google/callback', 'post'>) =>
  unwrap(api.POST('/auth/google/callback', init)),
);
export const useGoogleLogin = bare((init: CallInit<'/auth/google/login', 'post'>) =>
  unwrap(api.POST('/auth/google/login', init)),
);
export const useSendCode = bare((init: CallInit<'/auth/generate_code', 'post'>) =>
  unwrap(api.POST('/auth/generate_code', init)),
);
export const useVerifyEmail = bare((init: CallInit<'/auth/verify', 'post'>) =>
  unwrap(api.POST('/auth/verify', init)),
);
