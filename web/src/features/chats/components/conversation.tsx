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
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { calendarDay } from '@bilim/contract/calendar';
import type { Chat, ChatMessage } from '@bilim/contract/chats';
import type { Restriction } from '@bilim/contract/trust';
import { ConfirmModal } from '@/components/confirm-modal';
import { ErrorState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { isApiError, translateError } from '@/lib/api-client';
import { formatMomentDay } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useBlockChat } from '../api/block-chat';
import { logChatFailure } from '../api/chat-failures';
import { chatQueryOptions } from '../api/get-chat';
import { useMessages } from '../api/get-messages';
import { useMarkRead } from '../api/mark-read';
import { sendMessage, type OutgoingMessage } from '../api/send-message';
import { sendTyping } from '../api/send-typing';
import { addMessage, refreshChat } from '../lib/chat-cache';
import { restrictionFor } from '../lib/chat-target';
import { useIsTyping } from '../lib/typing';
import {
  addUnsent,
  dropUnsent,
  markUnsent,
  useUnsentMessages,
  type UnsentMessage,
} from '../lib/unsent-messages';
import { ChatAvatar } from './chat-avatar';
import { BackArrow } from './back-arrow';
import { MessageBubble, PendingBubble } from './message-bubble';
import { MessageComposer } from './message-composer';
import { RestrictedNotice } from './restricted-notice';
import classes from './chats.module.css';

/** Whether the list is scrolled (nearly) to its end, where new messages should keep it. */
const atEnd = (element: HTMLElement) =>
  element.scrollHeight - element.scrollTop - element.clientHeight < 80;

function ConversationHeader({
  chat,
  showBack,
  backTo,
  onBack,
  actions,
}: {
  chat: Chat;
  showBack: boolean;
  backTo: string;
  onBack: (() => void) | undefined;
  actions: ReactNode;
}) {
  const { t } = useTranslation('chats');
  const block = useBlockChat(chat.id);
  const [confirmingBlock, setConfirmingBlock] = useState(false);
  const name = chat.other.kind === 'support' ? t('support.name') : chat.other.name;
  const subjectHref =
    chat.subject &&
    (chat.subject.type === 'card'
      ? paths.card.getHref(chat.subject.id)
      : paths.event.getHref(chat.subject.id));
  return (
    <Group gap="sm" wrap="nowrap" pb="xs">
      {showBack && <BackArrow to={backTo} onBack={onBack} />}
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
          // A line of 24 px: a link this small is still a target a finger can hit (WCAG 2.5.8).
          <Anchor component={Link} to={subjectHref} size="xs" c="dimmed" lineClamp={1} lh="24px">
            {t('header.about', { title: chat.subject.title })}
          </Anchor>
        )}
      </Box>
      {actions}
      {(chat.policies.block || chat.policies.unblock) && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" aria-label={t('header.actions')}>
              <IconDots size={20} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {chat.policies.unblock ? (
              <Menu.Item
                leftSection={<IconLockOpen size={16} aria-hidden />}
                onClick={() => block.mutate(false)}
                data-testid="chat-unblock"
              >
                {t('header.unblock')}
              </Menu.Item>
            ) : (
              <Menu.Item
                leftSection={<IconLock size={16} aria-hidden />}
                onClick={() => setConfirmingBlock(true)}
                data-testid="chat-block"
              >
                {t('header.block')}
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      )}
      <ConfirmModal
        opened={confirmingBlock}
        title={t('blockConfirm.title')}
        text={t('blockConfirm.text', { name })}
        confirmLabel={t('blockConfirm.confirm')}
        loading={block.isPending}
        onConfirm={() => block.mutate(true, { onSettled: () => setConfirmingBlock(false) })}
        onClose={() => setConfirmingBlock(false)}
        testId="chat-block-confirm"
      />
    </Group>
  );
}

/** Why nobody can write here, when that is so. */
function ClosedNotice({ chat }: { chat: Chat }) {
  const { t } = useTranslation('chats');
  const block = useBlockChat(chat.id);
  if (chat.blocked_by_me)
    return (
      <Alert color="gray" role="status">
        <Group justify="space-between" gap="xs">
          <Text size="sm">{t('blocked.byMe')}</Text>
          {chat.policies.unblock && (
            <Button
              variant="default"
              size="compact-sm"
              leftSection={<IconLockOpen size={16} aria-hidden />}
              loading={block.isPending}
              onClick={() => block.mutate(false)}
              data-testid="chat-unblock-notice"
            >
              {t('blocked.unblock')}
            </Button>
          )}
        </Group>
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
 * Rendered with `key={chatId}`: what it read, where it scrolled and the draft belong to one chat.
 */
export function Conversation({
  chatId,
  showBack,
  backTo = paths.chat.getHref(),
  onBack,
  actions = null,
  header,
  restriction,
}: {
  chatId: number;
  showBack: boolean;
  /** Where "back" leads on phones: the user's conversations, or support's queue. */
  backTo?: string;
  /** Back another way than a link to `backTo` (ChatScreen: a step back in history). */
  onBack?: () => void;
  /** More controls in the header (support's Assign and Close). */
  actions?: ReactNode;
  /** The header when the caller reads it already (support's view); else `GET /chats/{id}`. */
  header?: UseQueryResult<Chat>;
  /** The reader's `chat` restriction in force, if any: nothing can be sent meanwhile. */
  restriction?: Restriction | undefined;
}) {
  const { t, i18n } = useTranslation('chats');
  const language = currentLanguage(i18n);
  const session = useSession();
  const queryClient = useQueryClient();
  // Read again whenever the conversation opens: a block may have come while its events were
  // missed, and the header is what shows the notice and shuts the composer.
  const ownHeader = useQuery({
    ...chatQueryOptions(chatId),
    staleTime: 0,
    enabled: header === undefined,
  });
  const chat = header ?? ownHeader;
  const messages = useMessages(chatId);
  const { mutate: markChatRead } = useMarkRead();
  const typing = useIsTyping(chatId);
  const pending = useUnsentMessages(chatId);
  const failed = pending.filter((item) => item.failure !== undefined).length;
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

  // What shows below the messages and takes their room: the block's notice, the restriction's.
  const notice = chat.data?.blocked_by_me
    ? 'blocked-by-me'
    : chat.data?.blocked_by_other
      ? 'blocked-by-other'
      : null;
  const inForce = restrictionFor(restriction, chat.data?.kind === 'support');
  const restricted = inForce !== undefined;

  // New messages, a refusal's reason with its retry, and a notice appearing below the list (or
  // going) keep the view at the end (when it was there: on a phone the last messages would
  // fall below it); older pages keep the view still.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (heightBeforeOlder.current !== null) {
      element.scrollTop += element.scrollHeight - heightBeforeOlder.current;
      heightBeforeOlder.current = null;
    } else if (keepAtEnd.current) {
      element.scrollTop = element.scrollHeight;
    }
  }, [list.length, pending.length, failed, typing, notice, restricted]);

  // Anything else that makes the list shorter or taller (the composer growing, a photo chosen,
  // the window or a phone's keyboard) keeps the view at the end too, when it was there.
  const shown = !chat.isError;
  useEffect(() => {
    const element = scroller.current;
    if (!element || !shown) return;
    const observer = new ResizeObserver(() => {
      if (keepAtEnd.current && heightBeforeOlder.current === null) {
        element.scrollTop = element.scrollHeight;
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);

  const deliver = useCallback(
    async (item: UnsentMessage) => {
      markUnsent(item, undefined);
      keepAtEnd.current = true;
      try {
        const message = await sendMessage(item.chatId, item);
        addMessage(queryClient, message, true);
        dropUnsent(item);
      } catch (error) {
        logChatFailure(error, 'POST /chats/{id}/messages');
        markUnsent(item, translateError(error, i18n.getFixedT(null, 'common')), error);
        // Blocked meanwhile (and the live event missed): the header read again shows the
        // notice and shuts the composer, here and when the chat is opened again.
        if (isApiError(error) && error.code === 'CHAT_BLOCKED') {
          void refreshChat(queryClient, item.chatId);
        }
      }
    },
    [queryClient, i18n],
  );

  const send = (message: OutgoingMessage) => void deliver(addUnsent(chatId, message));

  const loadOlder = () => {
    if (scroller.current) heightBeforeOlder.current = scroller.current.scrollHeight;
    void messages.fetchNextPage();
  };

  if (chat.isError) {
    // A chat that is not there (or not the reader's) will not be there on a retry: a way back.
    const missing = isApiError(chat.error) && chat.error.status === 404;
    return (
      <Stack gap="sm" align="flex-start" data-testid="conversation-error">
        <ErrorState error={chat.error} onRetry={missing ? undefined : () => void chat.refetch()} />
        {onBack ? (
          <Button
            variant="subtle"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            onClick={onBack}
          >
            {t('back')}
          </Button>
        ) : (
          <Button
            component={Link}
            to={backTo}
            variant="subtle"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            {t('back')}
          </Button>
        )}
      </Stack>
    );
  }

  return (
    <Box className={classes.conversation} data-testid="conversation">
      {chat.data ? (
        <ConversationHeader
          chat={chat.data}
          showBack={showBack}
          backTo={backTo}
          onBack={onBack}
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
      {inForce && <RestrictedNotice restriction={inForce} />}
      <MessageComposer
        chatId={chatId}
        onSend={send}
        onTyping={() => sendTyping(chatId)}
        disabled={!chat.data?.policies.send || restricted}
        autoFocus={!showBack}
      />
    </Box>
  );
}
