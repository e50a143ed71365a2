import { Anchor, Box, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconChecks, IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage, MessageStatus } from '@bilim/contract/chats';
import { formatClockTime } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { messageParts } from '../lib/message-parts';
import classes from './chats.module.css';

/** The text of a message: plain text, with web links as anchors (never HTML). */
export function MessageText({ text }: { text: string }) {
  return (
    <>
      {messageParts(text).map((part, index) =>
        part.kind === 'link' ? (
          <Anchor
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
          >
            {part.text}
          </Anchor>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

/** A photo's width on screen at most; its height follows the stored proportions (no shift). */
const PHOTO_WIDTH = 240;

function StatusMark({ status }: { status: MessageStatus | 'sending' }) {
  const { t } = useTranslation('chats');
  const label = t(`status.${status}`);
  const props = { size: 14, 'aria-label': label, role: 'img' } as const;
  if (status === 'sending') return <IconClock {...props} />;
  if (status === 'sent') return <IconCheck {...props} />;
  return (
    <IconChecks {...props} color={status === 'read' ? 'var(--mantine-color-blue-7)' : undefined} />
  );
}

/** One message: its photo and text, its time, and for one's own how far the other side got. */
export function MessageBubble({ message, mine }: { message: ChatMessage; mine: boolean }) {
  const { i18n } = useTranslation('chats');
  const language = currentLanguage(i18n);
  const photo = message.photo;
  const height = photo ? Math.round((PHOTO_WIDTH * photo.height) / Math.max(photo.width, 1)) : 0;
  return (
    <Box className={classes.bubble} data-mine={mine || undefined} data-testid="chat-message">
      {photo && (
        <a href={photo.urls.full} target="_blank" rel="noopener noreferrer">
          <img
            className={classes.photo}
            src={photo.urls.thumb}
            width={PHOTO_WIDTH}
            height={height}
            loading="lazy"
            alt=""
          />
        </a>
      )}
      {message.msg && (
        <Text size="sm" component="div">
          <MessageText text={message.msg} />
        </Text>
      )}
      <Group gap={4} justify="flex-end" c="dimmed">
        <Text size="xs" component="time" dateTime={message.created_at}>
          {formatClockTime(message.created_at, language)}
        </Text>
        {mine && message.status && <StatusMark status={message.status} />}
      </Group>
    </Box>
  );
}

/** A message of one's own still on its way, or refused: with the reason and a retry. */
export function PendingBubble({
  msg,
  photoName,
  failure,
  onRetry,
}: {
  msg: string;
  photoName: string | undefined;
  failure: string | undefined;
  onRetry: () => void;
}) {
  const { t } = useTranslation('chats');
  return (
    <Box
      className={classes.bubble}
      data-mine
      data-failed={failure !== undefined || undefined}
      data-testid="chat-message-pending"
    >
      {photoName && (
        <Text size="xs" c="dimmed">
          {t('composer.photo', { name: photoName })}
        </Text>
      )}
      {msg && <Text size="sm">{msg}</Text>}
      {failure === undefined ? (
        <Group gap={4} justify="flex-end" c="dimmed">
          <StatusMark status="sending" />
        </Group>
      ) : (
        <Group gap="xs" justify="flex-end" wrap="wrap" role="alert">
          {/* The mark stays with the first line of its reason when the line is narrow. */}
          <Group gap={4} wrap="nowrap" align="flex-start">
            <IconAlertCircle
              size={14}
              color="var(--mantine-color-error)"
              aria-hidden
              style={{ flexShrink: 0, marginTop: 2 }}
            />
            <Text size="xs" c="var(--mantine-color-error)">
              {t('message.notSent', { reason: failure })}
            </Text>
          </Group>
          <Button size="compact-xs" variant="light" color="red" onClick={onRetry}>
            {t('message.retry')}
          </Button>
        </Group>
      )}
    </Box>
  );
}
