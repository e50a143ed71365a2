import { Badge, Box, Button, Group, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Chat } from '@bilim/contract/chats';
import { EmptyState, ErrorState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { formatCount } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useChats } from '../api/get-chats';
import { formatLastActivity } from '../lib/when';
import { ChatAvatar } from './chat-avatar';
import classes from './chats.module.css';

function ChatPreview({ chat }: { chat: Chat }) {
  const { t } = useTranslation('chats');
  const last = chat.last_message;
  if (!last) return null;
  return (
    // It takes the room the unread count leaves (a long word or a run of emoji cannot squeeze it).
    <Text
      size="sm"
      c="dimmed"
      lineClamp={1}
      style={{ overflowWrap: 'anywhere', flex: 1, minWidth: 0 }}
    >
      {last.mine && `${t('list.you')} `}
      {last.has_photo && <IconPhoto size={14} aria-label={t('message.photo')} />}{' '}
      {last.msg || (last.has_photo ? t('message.photo') : '')}
    </Text>
  );
}

/** One conversation in a list: who, about what, the last message, its time and unread count. */
export function ChatListItem({ chat, active, to }: { chat: Chat; active: boolean; to: string }) {
  const { t, i18n } = useTranslation('chats');
  const language = currentLanguage(i18n);
  return (
    <UnstyledButton
      component={Link}
      to={to}
      className={classes.item}
      data-active={active || undefined}
      aria-current={active ? 'page' : undefined}
      data-testid="chat-list-item"
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ChatAvatar party={chat.other} />
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Group gap={4} justify="space-between" wrap="nowrap">
            <Text fw={600} size="sm" lineClamp={1}>
              {chat.other.kind === 'support' ? t('support.name') : chat.other.name}
            </Text>
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {formatLastActivity(chat.updated_at, language)}
            </Text>
          </Group>
          {chat.subject && (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {chat.subject.title}
            </Text>
          )}
          <Group gap={4} justify="space-between" wrap="nowrap">
            <ChatPreview chat={chat} />
            {chat.unread > 0 && (
              <Badge
                size="sm"
                circle={chat.unread < 10}
                style={{ flexShrink: 0 }}
                aria-label={t('list.unread', { count: chat.unread })}
                data-testid="chat-unread"
              >
                {formatCount(chat.unread, language)}
              </Badge>
            )}
          </Group>
        </Box>
      </Group>
    </UnstyledButton>
  );
}

/** "Show more" under a list of conversations while the server has further pages. */
export function MoreChats({
  pages,
}: {
  pages: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
}) {
  const { t } = useTranslation('chats');
  if (!pages.hasNextPage) return null;
  return (
    <Button
      variant="subtle"
      loading={pages.isFetchingNextPage}
      onClick={() => void pages.fetchNextPage()}
    >
      {t('list.more')}
    </Button>
  );
}

/** Placeholders of the list's first rows while it loads (sized like them: no shift). */
export function ChatListSkeleton() {
  const { t } = useTranslation('chats');
  return (
    <Stack gap="xs" p="xs" role="status" aria-label={t('list.loading')}>
      {[0, 1, 2, 3].map((row) => (
        <Group key={row} gap="sm" wrap="nowrap" h={56}>
          <Skeleton circle height={40} />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton height={12} width="60%" />
            <Skeleton height={10} width="85%" />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}

/** The user's conversations, most recent first, with their unread counts. */
export function ChatList({ activeId }: { activeId: number | undefined }) {
  const { t } = useTranslation('chats');
  const chats = useChats();
  if (chats.isPending) return <ChatListSkeleton />;
  if (chats.isError) return <ErrorState error={chats.error} onRetry={() => void chats.refetch()} />;
  const items = chats.data.pages.flatMap((page) => page.data);
  if (items.length === 0) return <EmptyState>{t('list.empty')}</EmptyState>;
  return (
    <Stack gap={2} component="nav" aria-label={t('list.title')}>
      {items.map((chat) => (
        <ChatListItem
          key={chat.id}
          chat={chat}
          active={chat.id === activeId}
          to={paths.chatRoom.getHref(chat.id)}
        />
      ))}
      <MoreChats pages={chats} />
    </Stack>
  );
}
