import { useQueryClient } from '@tanstack/react-query';
import { $api } from '@/api/queries';

export const companyQuery = () => $api.queryOptions('get', '/company/get_company/');

export const userQuery = (id: string) =>
  $api.queryOptions('get', '/users/{id}', { params: { path: { id } } });

export const preferenceQuery = () => $api.queryOptions('get', '/get_preference/');

export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/update_company/', {
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: companyQuery().queryKey });
    },
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return $api.useMutation('put', '/users/{id}', {
    onSuccess: (_response, { params }) => {
      void queryClient.invalidateQueries({ queryKey: userQuery(params.path.id).queryKey });
    },
  });
}

export function useUpdatePreference() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/update_preference/', {
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: preferenceQuery().queryKey });
    },
  });
}

export const useChangePassword = () => $api.useMutation('post', '/auth/change-password');
