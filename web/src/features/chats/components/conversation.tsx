import {
  Fragment,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  ActionIcon,
  Alert,
  Anchor,
  Box,
  Button,
  Center,
  Divider,
  Group,
  Menu,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { IconArrowLeft, IconDots, IconLock, IconLockOpen } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { calendarDay } from '@bilim/contract/calendar';
import type { Chat, ChatMessage } from '@bilim/contract/chats';
import { ErrorState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { translateError } from '@/lib/api-client';
import { formatMomentDay } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useBlockChat } from '../api/block-chat';
import { logChatFailure } from '../api/chat-failures';
import { useChat } from '../api/get-chat';
import { useMessages } from '../api/get-messages';
import { useMarkRead } from '../api/mark-read';
import { sendMessage, type OutgoingMessage } from '../api/send-message';
import { sendTyping } from '../api/send-typing';
import { addMessage } from '../lib/chat-cache';
import { useIsTyping } from '../lib/typing';
import { ChatAvatar } from './chat-avatar';
import { MessageBubble, PendingBubble } from './message-bubble';
import { MessageComposer } from './message-composer';
import classes from './chats.module.css';

interface Pending extends OutgoingMessage {
  key: number;
  /** Why it was refused, in the reader's language; undefined while on its way. */
  failure: string | undefined;
}

/** Whether the list is scrolled (nearly) to its end, where new messages should keep it. */
const atEnd = (element: HTMLElement) =>
  element.scrollHeight - element.scrollTop - element.clientHeight < 80;

function ConversationHeader({
  chat,
  showBack,
  backTo,
  actions,
}: {
  chat: Chat;
  showBack: boolean;
  backTo: string;
  actions: ReactNode;
}) {
  const { t } = useTranslation('chats');
  const block = useBlockChat(chat.id);
  const name = chat.other.kind === 'support' ? t('support.name') : chat.other.name;
  const subjectHref =
    chat.subject &&
    (chat.subject.type === 'card'
      ? paths.card.getHref(chat.subject.id)
      : paths.event.getHref(chat.subject.id));
  return (
    <Group gap="sm" wrap="nowrap" pb="xs">
      {showBack && (
        <ActionIcon component={Link} to={backTo} variant="subtle" aria-label={t('back')}>
          <IconArrowLeft size={20} aria-hidden />
        </ActionIcon>
      )}
      <ChatAvatar party={chat.other} />
      <Box style={{ flex: 1, minWidth: 0 }}>
        {chat.other.kind === 'provider' && chat.other.user_id !== null ? (
          <Anchor
            component={Link}
            to={paths.userInfo.getHref(chat.other.user_id)}
            fw={600}
            lineClamp={1}
          >
            {name}
          </Anchor>
        ) : (
          <Text fw={600} lineClamp={1}>
            {name}
          </Text>
        )}
        {chat.subject && subjectHref && (
          <Anchor component={Link} to={subjectHref} size="xs" c="dimmed" lineClamp={1}>
            {t('header.about', { title: chat.subject.title })}
          </Anchor>
        )}
      </Box>
      {actions}
      {chat.policies.block && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" aria-label={t('header.actions')}>
              <IconDots size={20} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              leftSection={
                chat.blocked_by_me ? (
                  <IconLockOpen size={16} aria-hidden />
                ) : (
                  <IconLock size={16} aria-hidden />
                )
              }
              onClick={() => block.mutate(!chat.blocked_by_me)}
              data-testid="chat-block"
            >
              {chat.blocked_by_me ? t('header.unblock') : t('header.block')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}

/** Why nobody can write here, when that is so. */
function ClosedNotice({ chat }: { chat: Chat }) {
  const { t } = useTranslation('chats');
  if (chat.blocked_by_me)
    return (
      <Alert color="gray" role="status">
        {t('blocked.byMe')}
      </Alert>
    );
  if (chat.blocked_by_other)
    return (
      <Alert color="gray" role="status">
        {t('blocked.byOther')}
      </Alert>
    );
  return null;
}

function MessagesSkeleton() {
  const { t } = useTranslation('chats');
  return (
    <Stack gap="sm" role="status" aria-label={t('conversation.loading')}>
      {[200, 140, 260, 180].map((width, index) => (
        <Skeleton key={index} height={44} width={width} radius="lg" ml={index % 2 ? 'auto' : 0} />
      ))}
    </Stack>
  );
}

/**
 * One conversation: its header, its messages (older pages on demand, new ones live, a date line
 * where the day changes), "typing…", and the composer. Messages of one's own show whether they
 * were delivered and read; one that could not be sent stays with its reason and a retry.
 */
export function Conversation({
  chatId,
  showBack,
  backTo = paths.chat.getHref(),
  actions = null,
}: {
  chatId: number;
  showBack: boolean;
  /** Where "back" leads on phones: the user's conversations, or support's queue. */
  backTo?: string;
  /** More controls in the header (support's Assign and Close). */
  actions?: ReactNode;
}) {
  const { t, i18n } = useTranslation('chats');
  const language = currentLanguage(i18n);
  const session = useSession();
  const queryClient = useQueryClient();
  const chat = useChat(chatId);
  const messages = useMessages(chatId);
  const { mutate: markChatRead } = useMarkRead();
  const typing = useIsTyping(chatId);
  const [pending, setPending] = useState<Pending[]>([]);
  const nextKey = useRef(1);
  const scroller = useRef<HTMLDivElement>(null);
  const keepAtEnd = useRef(true);
  const heightBeforeOlder = useRef<number | null>(null);
  const readUpTo = useRef(0);

  const list: ChatMessage[] = (messages.data?.pages ?? [])
    .slice()
    .reverse()
    .flatMap((page) => page.data);
  const me = session?.user_id;
  const newestFromOther = list.reduce(
    (newest, m) => (m.sender_id !== me && m.id > newest ? m.id : newest),
    0,
  );

  // Someone else's message on screen while the page is visible: it is read.
  useEffect(() => {
    const read = () => {
      if (newestFromOther > readUpTo.current && document.visibilityState === 'visible') {
        readUpTo.current = newestFromOther;
        markChatRead(chatId);
      }
    };
    read();
    document.addEventListener('visibilitychange', read);
    return () => document.removeEventListener('visibilitychange', read);
  }, [chatId, newestFromOther, markChatRead]);

  // New messages keep the view at the end (when it was there); older pages keep the view still.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (heightBeforeOlder.current !== null) {
      element.scrollTop += element.scrollHeight - heightBeforeOlder.current;
      heightBeforeOlder.current = null;
    } else if (keepAtEnd.current) {
      element.scrollTop = element.scrollHeight;
    }
  }, [list.length, pending.length, typing]);

  const deliver = useCallback(
    async (item: Pending) => {
      setPending((current) =>
        current.map((p) => (p.key === item.key ? { ...p, failure: undefined } : p)),
      );
      keepAtEnd.current = true;
      try {
        const message = await sendMessage(chatId, item);
        addMessage(queryClient, message, true);
        setPending((current) => current.filter((p) => p.key !== item.key));
      } catch (error) {
        logChatFailure(error, 'POST /chats/{id}/messages');
        const failure = translateError(error, i18n.getFixedT(null, 'common'));
        setPending((current) => current.map((p) => (p.key === item.key ? { ...p, failure } : p)));
      }
    },
    [chatId, queryClient, i18n],
  );

  const send = (message: OutgoingMessage) => {
    const item: Pending = { ...message, key: nextKey.current++, failure: undefined };
    setPending((current) => [...current, item]);
    void deliver(item);
  };

  const loadOlder = () => {
    if (scroller.current) heightBeforeOlder.current = scroller.current.scrollHeight;
    void messages.fetchNextPage();
  };

  if (chat.isError) return <ErrorState error={chat.error} onRetry={() => void chat.refetch()} />;

  return (
    <Box className={classes.conversation} data-testid="conversation">
      {chat.data ? (
        <ConversationHeader
          chat={chat.data}
          showBack={showBack}
          backTo={backTo}
          actions={actions}
        />
      ) : (
        <Skeleton height={48} mb="xs" />
      )}
      <div
        ref={scroller}
        className={classes.messages}
        onScroll={(event) => {
          keepAtEnd.current = atEnd(event.currentTarget);
        }}
        role="log"
        aria-live="polite"
        aria-label={t('conversation.label')}
        tabIndex={0}
      >
        {messages.isPending ? (
          <MessagesSkeleton />
        ) : messages.isError ? (
          <ErrorState error={messages.error} onRetry={() => void messages.refetch()} />
        ) : (
          <Stack gap={6}>
            {messages.hasNextPage && (
              <Center>
                <Button
                  variant="subtle"
                  size="xs"
                  loading={messages.isFetchingNextPage}
                  onClick={loadOlder}
                >
                  {t('conversation.older')}
                </Button>
              </Center>
            )}
            {list.length === 0 && pending.length === 0 && (
              <Text c="dimmed" ta="center" size="sm" py="lg">
                {t('conversation.empty')}
              </Text>
            )}
            {list.map((message, index) => {
              const day = calendarDay(new Date(message.created_at));
              const previous = list[index - 1];
              const newDay = !previous || calendarDay(new Date(previous.created_at)) !== day;
              return (
                <Fragment key={message.id}>
                  {newDay && (
                    <Divider
                      label={formatMomentDay(message.created_at, language)}
                      labelPosition="center"
                      my={4}
                    />
                  )}
                  <MessageBubble message={message} mine={message.sender_id === me} />
                </Fragment>
              );
            })}
            {pending.map((item) => (
              <PendingBubble
                key={item.key}
                msg={item.msg}
                photoName={item.photo?.name}
                failure={item.failure}
                onRetry={() => void deliver(item)}
              />
            ))}
          </Stack>
        )}
      </div>
      <Text size="xs" c="dimmed" h={18} aria-live="polite" data-testid="chat-typing">
        {typing ? t('conversation.typing') : ''}
      </Text>
      {chat.data && <ClosedNotice chat={chat.data} />}
      <MessageComposer
        key={chatId}
        onSend={send}
        onTyping={() => sendTyping(chatId)}
        disabled={!chat.data?.policies.send}
        autoFocus={!showBack}
      />
    </Box>
  );
}
