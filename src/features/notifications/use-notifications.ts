import { useQuery } from '@tanstack/react-query';
import { $api } from '@/api/queries';
import { useUser } from '@/lib/session/session-store';
import { readToken } from '@/lib/session/token';

/** The one query of the notifications list, shared by the bell and /notifications. */
export const notificationsQuery = () => $api.queryOptions('get', '/notification/');

/**
 * The notifications list (loading, loaded, error). It is fetched only while a token is stored;
 * reading the user subscribes to sign-in and sign-out so that the query follows them.
 */
export function useNotifications() {
  useUser();
  const hasToken = readToken() !== null;
  return useQuery({ ...notificationsQuery(), enabled: hasToken });
}
