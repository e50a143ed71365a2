import { Alert, Box, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Restriction } from '@bilim/contract/trust';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { translateError } from '@/lib/api-client';
import { useChats } from '../api/get-chats';
import { useStartChat } from '../api/start-chat';
import { findChat, restrictionFor, startBody, type ChatTarget } from '../lib/chat-target';
import { MessageComposer } from './message-composer';
import { RestrictedNotice } from './restricted-notice';
import { BackArrow } from './back-arrow';
import classes from './chats.module.css';

/**
 * The first message to a provider (about a card, an event, or the provider as a whole) or to
 * support. A conversation with that target already open is shown instead; sending opens the
 * conversation (the server finds an existing one too). Offline the send fails at once with "no
 * connection", the text still in the box.
 */
export function NewConversation({
  target,
  title,
  restriction,
  showBack = false,
  onBack,
}: {
  target: ChatTarget;
  title: string | undefined;
  /** The reader's `chat` restriction in force, if any: nothing can be sent meanwhile. */
  restriction?: Restriction | undefined;
  /** A way back to the conversations (phones, where the list is not beside). */
  showBack?: boolean;
  /** Back another way than a link to the list (ChatScreen: a step back in history). */
  onBack?: () => void;
}) {
  const { t } = useTranslation('chats');
  const navigate = useNavigate();
  const restricted = restrictionFor(restriction, target.kind === 'support');
  const chats = useChats();
  const start = useStartChat();
  const existing =
    chats.data &&
    findChat(
      chats.data.pages.flatMap((page) => page.data),
      target,
    );
  if (existing) return <Navigate to={paths.chatRoom.getHref(existing.id)} replace />;

  const heading =
    target.kind === 'support'
      ? t('start.support')
      : target.kind === 'provider'
        ? t('start.provider', { name: title ?? '' })
        : t('start.about', { title: title ?? '' });
  return (
    <Box className={classes.conversation} data-testid="new-conversation">
      <Stack gap="xs" style={{ flex: 1 }}>
        <Group gap="sm" wrap="nowrap">
          {showBack && <BackArrow to={paths.chat.getHref()} onBack={onBack} testId="chat-back" />}
          {target.kind !== 'support' && title === undefined ? (
            <Skeleton height={28} width="60%" />
          ) : (
            <Title order={2} fz="h4" style={{ minWidth: 0 }}>
              {heading}
            </Title>
          )}
        </Group>
        <Text c="dimmed" size="sm">
          {target.kind === 'support' ? t('start.supportHint') : t('start.hint')}
        </Text>
      </Stack>
      {restricted && <RestrictedNotice restriction={restricted} />}
      {start.isError && (
        <Alert color="red" role="alert" mb="xs" data-testid="chat-start-error">
          {translateError(start.error, t)}
        </Alert>
      )}
      <MessageComposer
        allowPhoto={false}
        autoFocus
        disabled={restricted !== undefined}
        onSend={({ msg }) =>
          start
            .mutateAsync(startBody(target, msg))
            .then(({ chat }) => void navigate(paths.chatRoom.getHref(chat.id), { replace: true }))
        }
      />
    </Box>
  );
}
