import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listNotifications } from '@app/shared/api/routes/user/list-notifications';
import { readNotifications } from '@app/shared/api/routes/user/read-notifications';
import type { Notification } from '@app/shared/notifications';
import { callApi } from '@/lib/api-client';

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: ['notifications'],
    queryFn: ({ signal }) => callApi(listNotifications, { query: { limit: 20 }, signal }),
    refetchInterval: 60_000,
  });

export const useNotifications = () => useQuery(notificationsQueryOptions());

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notifications: Notification[]) =>
      callApi(readNotifications, { body: { notifications: notifications.map(({ id, time }) => ({ id, time })) } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryOptions().queryKey }),
  });
}
