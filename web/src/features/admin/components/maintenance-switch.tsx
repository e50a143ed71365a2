import { useState } from 'react';
import { Alert, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@/components/query-state';
import { notifySuccess } from '@/lib/notify';
import { useSettings } from '../api/get-settings';
import { useUpdateSettings } from '../api/update-settings';

/** The maintenance switch of the admin panel (GET/PUT /api/admin/settings). */
export function MaintenanceSwitch() {
  const { t } = useTranslation();
  const settings = useSettings();
  const update = useUpdateSettings();
  // The switch moves at once; it settles on the server's answer.
  const [pending, setPending] = useState<boolean | null>(null);

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack>
        <Title order={2} fz="h3">
          {t('admin.settings')}
        </Title>
        {settings.isPending ? (
          <LoadingState />
        ) : settings.isError ? (
          <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
        ) : (
          <>
            <Switch
              size="md"
              data-testid="maintenance-switch"
              name="maintenance"
              label={t('admin.maintenance')}
              description={t('admin.maintenanceHint')}
              checked={pending ?? settings.data.maintenance}
              disabled={pending !== null}
              onChange={(event) => {
                const maintenance = event.currentTarget.checked;
                setPending(maintenance);
                update.mutate(
                  { maintenance },
                  {
                    onSettled: () => setPending(null),
                    onSuccess: (next) =>
                      notifySuccess(
                        next.maintenance ? t('admin.maintenanceOn') : t('admin.maintenanceOff'),
                      ),
                  },
                );
              }}
            />
            {settings.data.maintenance && (
              <Alert color="orange" variant="light">
                <Text size="sm">{t('admin.maintenanceActive')}</Text>
              </Alert>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
