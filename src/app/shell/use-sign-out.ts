import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { logout } from '@/lib/session/logout';

export function useSignOut(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    logout();
    // Nothing of the previous user stays in the cache for the next one.
    queryClient.clear();
    void navigate({ to: '/login', search: {} });
  }, [navigate, queryClient]);
}
