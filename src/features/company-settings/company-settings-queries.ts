import { useQueryClient } from '@tanstack/react-query';
import { $api } from '@/api/queries';

// The reads of the settings tabs, shared by the route's loader and the tabs, and their writes.

export const companyQuery = () => $api.queryOptions('get', '/company/get_company/');

export const userQuery = (id: string) =>
  $api.queryOptions('get', '/users/{id}', { params: { path: { id } } });

export const preferenceQuery = () => $api.queryOptions('get', '/get_preference/');

/** Saves the company's details (`POST /update_company/`); the company is read again. */
export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/update_company/', {
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: companyQuery().queryKey });
    },
  });
}

/** Saves a user's profile (`PUT /users/{id}`); the profile is read again. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return $api.useMutation('put', '/users/{id}', {
    onSuccess: (_response, { params }) => {
      void queryClient.invalidateQueries({ queryKey: userQuery(params.path.id).queryKey });
    },
  });
}

/** Saves a part of the preferences (`POST /update_preference/`); they are read again. */
export function useUpdatePreference() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/update_preference/', {
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: preferenceQuery().queryKey });
    },
  });
}

export const useChangePassword = () => $api.useMutation('post', '/auth/change-password');
