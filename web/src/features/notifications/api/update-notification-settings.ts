import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  notificationSettingsBody,
  type NotificationPreference,
  type NotificationSettings,
} from '@bilim/contract/notifications';
import { api } from '@/lib/api-client';
import type { NotificationSettingsAnswer } from './get-notification-settings';
import { notificationKeys } from './notification-keys';

/** PUT /api/cabinet/notification-settings: the kinds sent change, the others keep their choice. */
export async function updateNotificationSettings(
  kinds: NotificationPreference[],
): Promise<NotificationSettings> {
  const body = notificationSettingsBody.parse({ kinds });
  return (await api.put<NotificationSettingsAnswer>('/api/cabinet/notification-settings', body))
    .data;
}

const withChoices = (settings: NotificationSettings, changed: NotificationPreference[]) => ({
  ...settings,
  kinds: settings.kinds.map(
    (choice) => changed.find((preference) => preference.kind === choice.kind) ?? choice,
  ),
});

/**
 * Saves changed choices. The switches move at once (optimistically); a failure puts them back
 * and shows the API client's toast.
 */
export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  const key = notificationKeys.settings();
  const mutationKey = [...key, 'update'];
  return useMutation({
    mutationKey,
    mutationFn: updateNotificationSettings,
    onMutate: async (kinds) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<NotificationSettings>(key);
      if (previous) queryClient.setQueryData(key, withChoices(previous, kinds));
      return { previous };
    },
    onError: (_error, _kinds, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (settings) => {
      // While other switches are still saving, the last answer brings everything.
      if (queryClient.isMutating({ mutationKey }) <= 1) queryClient.setQueryData(key, settings);
    },
  });
}
