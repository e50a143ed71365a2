import { useState } from 'react';
import { Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  IconDeviceDesktop,
  IconDeviceMobile,
  IconDeviceTablet,
  IconDevices,
} from '@tabler/icons-react';
import { PlainList } from '@/components/plain-list';
import { useTranslation } from 'react-i18next';
import type { SessionPlace, UserSession } from '@bilim/contract/sessions';
import { ConfirmModal } from '@/components/confirm-modal';
import { EmptyState, ErrorState } from '@/components/query-state';
import { formatCountry, formatMoment } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { notifySuccess } from '@/lib/notify';
import { useSignOutOtherSessions, useSignOutSession, useUserSessions } from '../api/sessions';

const DEVICE_ICONS = {
  mobile: IconDeviceMobile,
  tablet: IconDeviceTablet,
  desktop: IconDeviceDesktop,
} as const;

function DeviceIcon({ device }: { device: string | null }) {
  const Icon = DEVICE_ICONS[device as keyof typeof DEVICE_ICONS] ?? IconDevices;
  return <Icon size={28} stroke={1.5} aria-hidden style={{ flexShrink: 0 }} />;
}

/**
 * "Where you are signed in": each live session's browser, system, address and last activity,
 * signed out one by one or all but this one (a stolen token stops working).
 */
export function SessionsList() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const sessions = useUserSessions();
  const signOut = useSignOutSession();
  const signOutOthers = useSignOutOtherSessions();
  const [confirmOthers, setConfirmOthers] = useState(false);
  const others = (sessions.data ?? []).filter((session) => !session.current);

  const name = (session: UserSession) =>
    [session.browser, session.os].filter(Boolean).join(' · ') || t('sessions.unknownDevice');
  const placeName = (place: SessionPlace) =>
    [place.city, formatCountry(place.country, language)].filter(Boolean).join(', ');

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="sessions-title">
      <Stack>
        <Group justify="space-between" align="center">
          <Title order={2} fz="h3" id="sessions-title">
            {t('sessions.title')}
          </Title>
          {others.length > 0 && (
            <Button
              variant="light"
              color="red"
              onClick={() => setConfirmOthers(true)}
              data-testid="sessions-sign-out-others"
            >
              {t('sessions.signOutOthers')}
            </Button>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t('sessions.intro')}
        </Text>
        {sessions.isPending ? (
          <Stack gap="sm">
            <Skeleton height={56} />
            <Skeleton height={56} />
          </Stack>
        ) : sessions.isError ? (
          <ErrorState error={sessions.error} onRetry={() => void sessions.refetch()} />
        ) : sessions.data.length === 0 ? (
          // Staff signed in as the user see the user's sessions, not their own: there may be none.
          <EmptyState>{t('sessions.none')}</EmptyState>
        ) : (
          <PlainList gap="sm">
            {sessions.data.map((session) => (
              <Group
                key={session.id}
                component="li"
                wrap="nowrap"
                gap="md"
                align="center"
                data-testid="session-row"
              >
                <DeviceIcon device={session.device} />
                <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Group gap="xs">
                    <Text fw={600}>{name(session)}</Text>
                    {session.current && <Badge color="teal.9">{t('sessions.current')}</Badge>}
                  </Group>
                  <Text size="sm" c="dimmed" data-testid="session-details">
                    {t(session.place ? 'sessions.detailsPlace' : 'sessions.details', {
                      place: session.place && placeName(session.place),
                      ip: session.ip ?? t('sessions.unknownAddress'),
                      time: formatMoment(session.last_used_at, language),
                    })}
                  </Text>
                </Stack>
                {!session.current && (
                  <Button
                    variant="default"
                    size="compact-sm"
                    loading={signOut.isPending && signOut.variables === session.id}
                    aria-label={t('sessions.signOutOne', { name: name(session) })}
                    onClick={() =>
                      signOut.mutate(session.id, {
                        onSuccess: () => notifySuccess(t('sessions.signedOut')),
                      })
                    }
                  >
                    {t('sessions.signOut')}
                  </Button>
                )}
              </Group>
            ))}
          </PlainList>
        )}
        {sessions.data?.some((session) => session.place) && (
          // DB-IP's free database asks for this credit wherever its places are shown.
          <Text size="xs" c="dimmed">
            <Anchor
              href="https://db-ip.com"
              target="_blank"
              rel="noopener"
              inherit
              c="dimmed"
              underline="always"
            >
              {t('sessions.placesCredit')}
            </Anchor>
          </Text>
        )}
      </Stack>
      <ConfirmModal
        opened={confirmOthers}
        title={t('sessions.confirmTitle')}
        text={t('sessions.confirmText')}
        confirmLabel={t('sessions.signOutOthers')}
        loading={signOutOthers.isPending}
        testId="sessions-confirm"
        onClose={() => setConfirmOthers(false)}
        onConfirm={() =>
          signOutOthers.mutate(undefined, {
            onSuccess: ({ revoked }) => {
              notifySuccess(t('sessions.signedOutOthers', { count: revoked }));
              setConfirmOthers(false);
            },
            onError: () => setConfirmOthers(false),
          })
        }
      />
    </Paper>
  );
}
