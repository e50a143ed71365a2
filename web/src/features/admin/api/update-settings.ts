import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsUpdateBody, type Data, type Settings } from '@bilim/contract/api';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { setMaintenance } from '@/lib/maintenance';
import { settingsQueryOptions } from './get-settings';
import { statusQueryOptions } from './get-status';

export type UpdateSettingsInput = z.input<typeof settingsUpdateBody>;

export async function updateSettings(input: UpdateSettingsInput): Promise<Settings> {
  return (await api.put<Data<Settings>>('/api/admin/settings', settingsUpdateBody.parse(input)))
    .data;
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsQueryOptions().queryKey, settings);
      setMaintenance(settings.maintenance);
      void queryClient.invalidateQueries({ queryKey: statusQueryOptions().queryKey });
    },
  });
}
