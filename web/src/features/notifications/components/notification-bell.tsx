import { useEffect, useRef, useState } from 'react';
import {
  ActionIcon,
  Anchor,
  Box,
  Button,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PlainList } from '@/components/plain-list';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@bilim/contract/notifications';
import { EmptyState, LoadingState } from '@/components/query-state';
import { setCurrentAccountId } from '@/lib/current-account';
import { formatMoment } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useNotificationWording } from '@/lib/notification-wording';
import { useCheckNotifications } from '../api/check-notifications';
import { useNotifications } from '../api/get-notifications';
import { notificationLink } from '../lib/notification-link';

/** Counts above this read "99+" on the badge (the accessible name keeps the number). */
const MAX_SHOWN_COUNT = 99;
const PANEL_TITLE_ID = 'notification-panel-title';

function NotificationItem({
  notification,
  isNew,
  onNavigate,
}: {
  notification: Notification;
  isNew: boolean;
  onNavigate: () => void;
}) {
  const { t, i18n } = useTranslation('notifications');
  const word = useNotificationWording();
  const { title, text } = word(notification);
  const link = notificationLink(notification);
  const accountId = notification.account_id;
  return (
    <Box
      component="li"
      p="sm"
      bg={isNew ? 'cyan.0' : undefined}
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
      data-testid="notification"
      data-kind={notification.kind}
      data-new={isNew}
    >
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text fw={600} size="sm" data-testid="notification-title">
            {title}
          </Text>
          {isNew && (
            <Text size="xs" fw={600} c="cyan.9" style={{ flexShrink: 0 }}>
              {t('bell.new')}
            </Text>
          )}
        </Group>
        <Text size="sm" data-testid="notification-text">
          {text}
        </Text>
        <Group justify="space-between" gap="xs">
          <Text
            component="time"
            dateTime={notification.created_at}
            size="xs"
            c="gray.7"
            data-testid="notification-time"
          >
            {formatMoment(notification.created_at, currentLanguage(i18n))}
          </Text>
          <Anchor
            component={Link}
            to={link.to}
            size="sm"
            fw={500}
            // The theme's link colour is too light on the panel for small text (WCAG AA).
            c="cyan.9"
            data-testid="notification-link"
            onClick={() => {
              // The tariff and money pages show the current account: make it the one meant.
              if (accountId !== null) setCurrentAccountId(accountId);
              onNavigate();
            }}
          >
            {t(`links.${link.label}`)}
          </Anchor>
        </Group>
      </Stack>
    </Box>
  );
}

/**
 * The header's bell (spec §2, §4): a count badge of unread notifications, else a plain bell.
 * Opening it lists the newest notifications and marks them read (POST /notifications/{first
 * listed id}); the realtime channel keeps the count current (hooks/use-live-notifications.ts).
 * Signed-in users only; `size` is the slot the header keeps for it, so nothing shifts.
 */
export function NotificationBell({ size = 36 }: { size?: number }) {
  const { t } = useTranslation('notifications');
  const list = useNotifications();
  const check = useCheckNotifications();
  const [opened, setOpened] = useState(false);
  /** Ids the check call marked read during this opening: they stay marked "New" until it closes. */
  const [readThisOpening, setReadThisOpening] = useState<ReadonlySet<number>>(new Set());
  /** The first listed id the check call was last made with during this opening. */
  const checkedUpTo = useRef<number | null>(null);

  const answer = list.data;
  const unread = answer?.meta.unread ?? 0;
  const firstId = answer?.data[0]?.id ?? 0;
  const { mutate: markRead } = check;

  useEffect(() => {
    if (!opened || !answer) return;
    // Once per opening (spec §7: the first listed id, 0 if none), and again when a new
    // notification arrives while the panel is open.
    if (checkedUpTo.current !== null && (checkedUpTo.current === firstId || unread === 0)) return;
    checkedUpTo.current = firstId;
    const unreadIds = answer.data.filter((listed) => listed.check_dt === null).map((n) => n.id);
    markRead(firstId, {
      onSuccess: () => setReadThisOpening((seen) => new Set([...seen, ...unreadIds])),
    });
  }, [opened, answer, firstId, unread, markRead]);

  const toggle = (next: boolean) => {
    setOpened(next);
    if (!next) {
      checkedUpTo.current = null;
      setReadThisOpening(new Set());
    }
  };

  const label = unread > 0 ? t('bell.labelUnread', { count: unread }) : t('bell.label');

  return (
    <Popover
      opened={opened}
      onChange={toggle}
      position="bottom-end"
      width={380}
      // Phones are narrower than the panel.
      styles={{ dropdown: { maxWidth: 'calc(100vw - 16px)' } }}
      shadow="md"
      withinPortal
      // Keyboard users land in the panel (it lives at the end of the page) and back on the bell.
      trapFocus
      returnFocus
    >
      <Indicator
        label={<span aria-hidden>{unread > MAX_SHOWN_COUNT ? `${MAX_SHOWN_COUNT}+` : unread}</span>}
        disabled={unread === 0}
        size={18}
        offset={4}
        color="red"
        zIndex={2}
        inline
        data-testid="notification-count"
      >
        <Popover.Target>
          <ActionIcon
            variant="default"
            radius="xl"
            size={size}
            aria-label={label}
            title={label}
            // A controlled Popover leaves the target's clicks to us.
            onClick={() => toggle(!opened)}
            data-testid="notification-bell"
            data-unread={unread}
          >
            <IconBell size={20} aria-hidden />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p="xs" aria-labelledby={PANEL_TITLE_ID} data-testid="notification-panel">
        {/* Focus starts on the heading, so the panel is read from its name, then Tab reaches its links. */}
        <Title
          order={2}
          fz="md"
          px="xs"
          pt={4}
          pb="xs"
          id={PANEL_TITLE_ID}
          tabIndex={-1}
          data-autofocus
          style={{ outline: 'none' }}
        >
          {t('bell.title')}
        </Title>
        {list.isPending ? (
          <LoadingState />
        ) : list.isError ? (
          <Stack gap="xs" align="flex-start" p="xs" role="alert" data-testid="notification-error">
            <Text size="sm">{t('bell.error')}</Text>
            <Button size="xs" variant="light" onClick={() => void list.refetch()}>
              {t('common:actions.retry')}
            </Button>
          </Stack>
        ) : list.data.data.length === 0 ? (
          <EmptyState>{t('bell.empty')}</EmptyState>
        ) : (
          <ScrollArea.Autosize mah="min(420px, 60vh)" type="auto" offsetScrollbars>
            <PlainList gap={4}>
              {list.data.data.map((notification) => (
                <NotificationItem
                  key={notification.id}
                  notification={notification}
                  isNew={notification.check_dt === null || readThisOpening.has(notification.id)}
                  onNavigate={() => toggle(false)}
                />
              ))}
            </PlainList>
          </ScrollArea.Autosize>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
