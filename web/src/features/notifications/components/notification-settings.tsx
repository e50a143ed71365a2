import { Box, Divider, Group, Paper, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { PlainList } from '@/components/plain-list';
import { useTranslation } from 'react-i18next';
import {
  NOTIFICATION_CHANNELS,
  type NotificationChannel,
  type NotificationPreference,
} from '@bilim/contract/notifications';
import { ErrorState, LoadingState } from '@/components/query-state';
import { useNotificationSettings } from '../api/get-notification-settings';
import { useUpdateNotificationSettings } from '../api/update-notification-settings';
import { PushDeviceSwitch } from './push-device-switch';

const TITLE_ID = 'notification-settings-title';

type Toggle = (choice: NotificationPreference, channel: NotificationChannel, on: boolean) => void;

/** One switch: a kind on one channel, named with both for screen readers. */
function ChannelSwitch({
  choice,
  channel,
  onToggle,
  withLabel = false,
}: {
  choice: NotificationPreference;
  channel: NotificationChannel;
  onToggle: Toggle;
  withLabel?: boolean;
}) {
  const { t } = useTranslation('notifications');
  return (
    <Switch
      label={withLabel ? t(`settings.channels.${channel}`) : undefined}
      styles={withLabel ? undefined : { body: { justifyContent: 'center' } }}
      checked={choice[channel]}
      onChange={(event) => onToggle(choice, channel, event.currentTarget.checked)}
      aria-label={t('settings.switchLabel', {
        kind: t(`settings.kinds.${choice.kind}`),
        channel: t(`settings.channels.${channel}`),
      })}
      data-testid={`switch-${choice.kind}-${channel}`}
    />
  );
}

/** Kinds as rows and channels as columns, where there is room. */
function ChoicesTable({ kinds, onToggle }: { kinds: NotificationPreference[]; onToggle: Toggle }) {
  const { t } = useTranslation('notifications');
  return (
    <Table verticalSpacing="xs" data-testid="notification-settings">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('settings.notice')}</Table.Th>
          {NOTIFICATION_CHANNELS.map((channel) => (
            <Table.Th key={channel} scope="col" ta="center">
              {t(`settings.channels.${channel}`)}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {kinds.map((choice) => (
          <Table.Tr key={choice.kind} data-testid="notification-kind" data-kind={choice.kind}>
            <Table.Th scope="row" fw={400}>
              {t(`settings.kinds.${choice.kind}`)}
            </Table.Th>
            {NOTIFICATION_CHANNELS.map((channel) => (
              <Table.Td key={channel}>
                <ChannelSwitch choice={choice} channel={channel} onToggle={onToggle} />
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** On phones: each kind with its three switches under it, labelled. */
function ChoicesList({ kinds, onToggle }: { kinds: NotificationPreference[]; onToggle: Toggle }) {
  const { t } = useTranslation('notifications');
  return (
    <PlainList gap={0} data-testid="notification-settings">
      {kinds.map((choice) => (
        <Box
          component="li"
          key={choice.kind}
          py="sm"
          style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
          data-testid="notification-kind"
          data-kind={choice.kind}
        >
          <Text size="sm" fw={500} mb={8}>
            {t(`settings.kinds.${choice.kind}`)}
          </Text>
          <Group gap="md">
            {NOTIFICATION_CHANNELS.map((channel) => (
              <ChannelSwitch
                key={channel}
                choice={choice}
                channel={channel}
                onToggle={onToggle}
                withLabel
              />
            ))}
          </Group>
        </Box>
      ))}
    </PlainList>
  );
}

/**
 * The profile's notification settings: every kind × channel (in the app, e-mail, browser push)
 * as switches, each saved at once (PUT), and this browser's push subscription.
 */
export function NotificationSettings() {
  const { t } = useTranslation('notifications');
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  // Read before the first paint, so phones never see the table flash by.
  const narrow =
    useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false }) ?? false;

  const toggle: Toggle = (choice, channel, on) => update.mutate([{ ...choice, [channel]: on }]);

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', xs: 'lg' }}
      aria-labelledby={TITLE_ID}
      component="section"
    >
      <Stack>
        <Title order={2} fz="h3" id={TITLE_ID}>
          {t('settings.title')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('settings.intro')}
        </Text>
        {settings.isPending ? (
          <LoadingState />
        ) : settings.isError ? (
          <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
        ) : (
          <>
            {narrow ? (
              <ChoicesList kinds={settings.data.kinds} onToggle={toggle} />
            ) : (
              <ChoicesTable kinds={settings.data.kinds} onToggle={toggle} />
            )}
            <Text size="xs" c="gray.7">
              {t('settings.pushHint')}
            </Text>
            {/* Always there, so the words appear without moving what follows. */}
            <Text size="sm" c="teal.9" role="status" mih="1.5em" data-testid="settings-status">
              {update.isSuccess && !update.isPending ? t('settings.saved') : null}
            </Text>
            <Divider />
            <PushDeviceSwitch settings={settings.data} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
