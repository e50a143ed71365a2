import type { UseQueryResult } from '@tanstack/react-query';
import { ActionIcon, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useRef, type ReactNode } from 'react';
import { IconCircleCheck, IconUserCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SUPPORT_CHAT_STATES } from '@bilim/contract/chats';
import { EmptyState, ErrorState } from '@/components/query-state';
import { PageTitle } from '@/components/page-title';
import { supportPaths } from '@/config/support-paths';
import { useSession } from '@/lib/session';
import { useIsMobile } from '@/lib/use-is-mobile';
import {
  useHandleSupportChat,
  useSupportChat,
  useSupportChats,
  type SupportChat,
  type SupportChatState,
} from '../api/support-chats';
import { useFillWindow } from '../hooks/use-fill-window';
import { ChatListItem, ChatListSkeleton, MoreChats } from './chat-list';
import { Conversation } from './conversation';
import classes from './chats.module.css';
import fill from './fill-window.module.css';

const isState = (value: string | null): value is SupportChatState =>
  (SUPPORT_CHAT_STATES as readonly (string | null)[]).includes(value);

/** /support/chats: support's queue of conversations, open (waiting or taken), mine, or closed. */
export function SupportChatsQueue() {
  const { t } = useTranslation('chats');
  const session = useSession();
  const [search, setSearch] = useSearchParams();
  const chosen = search.get('state');
  const state: SupportChatState = isState(chosen) ? chosen : 'open';
  const chats = useSupportChats(state);
  const items = chats.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <Stack gap="md" maw={760}>
      <PageTitle mb={0}>{t('queue.title')}</PageTitle>
      <SegmentedControl
        value={state}
        onChange={(value) => setSearch({ state: value }, { replace: true })}
        data={SUPPORT_CHAT_STATES.map((value) => ({ value, label: t(`queue.states.${value}`) }))}
        aria-label={t('queue.filter')}
      />
      {chats.isPending ? (
        <ChatListSkeleton />
      ) : chats.isError ? (
        <ErrorState error={chats.error} onRetry={() => void chats.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState>{t('queue.empty')}</EmptyState>
      ) : (
        <Stack gap={2} component="nav" aria-label={t('queue.title')}>
          {items.map((chat) => (
            <div key={chat.id} data-testid="support-chat">
              <ChatListItem chat={chat} active={false} to={supportPaths.chat.getHref(chat.id)} />
              <Text size="xs" c="dimmed" pl="sm">
                {chat.assigned_to === null
                  ? t('queue.waiting')
                  : chat.assigned_to.id === session?.user_id
                    ? t('queue.yours')
                    : t('queue.assignedTo', { name: chat.assigned_to.name })}
              </Text>
            </div>
          ))}
          <MoreChats pages={chats} />
        </Stack>
      )}
    </Stack>
  );
}

/**
 * One of the conversation's actions: a labelled button, or on a phone an icon button named by
 * the label (the header has the user's name to show as well).
 */
function ActionButton({
  icon,
  label,
  compact,
  ...props
}: {
  icon: ReactNode;
  label: string;
  compact: boolean;
  variant: string;
  color?: string;
  disabled: boolean;
  loading: boolean;
  onClick: () => void;
  'data-testid': string;
}) {
  if (compact)
    return (
      <ActionIcon size="lg" aria-label={label} title={label} {...props}>
        {icon}
      </ActionIcon>
    );
  return (
    <Button size="compact-sm" leftSection={icon} {...props}>
      {label}
    </Button>
  );
}

/** Taking a support conversation on, and closing it (the user writing again opens it). */
function SupportActions({ chatId, chat }: { chatId: number; chat: UseQueryResult<SupportChat> }) {
  const { t } = useTranslation('chats');
  const session = useSession();
  const compact = useIsMobile();
  const handle = useHandleSupportChat(chatId);
  const mine = chat.data?.assigned_to?.id === session?.user_id;
  // Until it has loaded, neither can be done: the page does not know yet whose it is.
  return (
    <Group gap={4} wrap="nowrap">
      <ActionButton
        compact={compact}
        icon={<IconUserCheck size={16} aria-hidden />}
        label={mine ? t('queue.yours') : t('queue.assign')}
        variant="light"
        disabled={!chat.data || mine}
        loading={handle.isPending && handle.variables === 'assign'}
        onClick={() => handle.mutate('assign')}
        data-testid="support-assign"
      />
      <ActionButton
        compact={compact}
        icon={<IconCircleCheck size={16} aria-hidden />}
        label={t('queue.close')}
        variant="subtle"
        color="gray"
        disabled={!chat.data || chat.data.closed}
        loading={handle.isPending && handle.variables === 'close'}
        onClick={() => handle.mutate('close')}
        data-testid="support-close"
      />
    </Group>
  );
}

/**
 * /support/chat/{chatId}: one support conversation, answered live, with Take it and Close. On
 * wide screens it fills the window below the area's tabs, as the user's chat does.
 */
export function SupportConversation({ chatId }: { chatId: number }) {
  const { t } = useTranslation('chats');
  const chat = useSupportChat(chatId);
  const mobile = useIsMobile();
  const screen = useRef<HTMLDivElement>(null);
  useFillWindow(screen, !mobile);
  const conversation = (
    <Conversation
      key={chatId}
      chatId={chatId}
      showBack
      backTo={supportPaths.chats.getHref()}
      actions={<SupportActions chatId={chatId} chat={chat} />}
      header={chat}
    />
  );
  return (
    <div
      ref={screen}
      className={mobile ? classes.supportConversation : `${classes.supportScreen} ${fill.fill}`}
    >
      <Stack gap="xs">
        <PageTitle mb={0}>{t('queue.conversation')}</PageTitle>
        {chat.data?.closed && (
          <Text size="sm" c="dimmed" data-testid="support-chat-closed">
            {t('queue.closedNotice')}
          </Text>
        )}
      </Stack>
      {mobile ? conversation : <div className={fill.conversationBox}>{conversation}</div>}
    </div>
  );
}
