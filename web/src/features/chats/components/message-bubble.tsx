import type { MouseEvent } from 'react';
import { Anchor, Box, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconChecks, IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage, MessageStatus } from '@bilim/contract/chats';
import { formatClockTime } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { messageParts } from '../lib/message-parts';
import { discardUnsent, type UnsentFailure } from '../lib/unsent-messages';
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

/** The box a photo is shown within: the whole photo, scaled down to fit, never cut. */
const PHOTO_BOX = { width: 240, height: 320 } as const;
/** The box of a photo whose proportions are not known: a square, the photo contained in it. */
const UNKNOWN_PHOTO = { width: PHOTO_BOX.width, height: PHOTO_BOX.width } as const;

/**
 * A photo's size on screen, known before it loads (so nothing below it moves): its stored
 * proportions fitted into the box, never enlarged. Without them (a zero side) the box itself,
 * with the photo contained in it.
 */
export function photoSize(photo: { width: number; height: number }): {
  width: number;
  height: number;
} {
  if (photo.width <= 0 || photo.height <= 0) return UNKNOWN_PHOTO;
  const scale = Math.min(PHOTO_BOX.width / photo.width, PHOTO_BOX.height / photo.height, 1);
  return {
    width: Math.max(1, Math.round(photo.width * scale)),
    height: Math.max(1, Math.round(photo.height * scale)),
  };
}

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
  const { t, i18n } = useTranslation('chats');
  const language = currentLanguage(i18n);
  const photo = message.photo;
  const size = photo && photoSize(photo);
  return (
    <Box className={classes.bubble} data-mine={mine || undefined} data-testid="chat-message">
      {photo && size && (
        // The thumbnail is a 4:3 crop: the card rendition (800 px wide, uncropped) shows the whole
        // photo, fitted into the box by its stored proportions (reserved before it loads); the
        // link opens the full one.
        <a
          href={photo.urls.full}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('message.openPhoto')}
        >
          <img
            className={classes.photo}
            src={photo.urls.card}
            width={size.width}
            height={size.height}
            style={{ aspectRatio: `${size.width} / ${size.height}` }}
            loading="lazy"
            decoding="async"
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

/**
 * A message of one's own still on its way, or refused: with the reason, a retry when sending it
 * again can help (the network or the server failed), and a way to give it up (its text goes
 * back to the composer when nothing is written there).
 */
export function PendingBubble({
  msg,
  photoName,
  failure,
  onRetry,
}: {
  msg: string;
  photoName: string | undefined;
  failure: UnsentFailure | undefined;
  onRetry: () => void;
}) {
  const { t } = useTranslation('chats');
  const discard = (event: MouseEvent<HTMLButtonElement>) => {
    // The button goes with the message: the focus stays in the conversation (the composer takes
    // it when the text went back there).
    const log = event.currentTarget.closest<HTMLElement>('[role="log"]');
    if (failure) discardUnsent(failure);
    log?.focus();
  };
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
        <Group gap="xs" justify="flex-end" wrap="wrap">
          {/* The mark stays with the first line of its reason when the line is narrow. */}
          <Group gap={4} wrap="nowrap" align="flex-start" role="alert">
            <IconAlertCircle
              size={14}
              color="var(--mantine-color-error)"
              aria-hidden
              style={{ flexShrink: 0, marginTop: 2 }}
            />
            <Text size="xs" c="var(--mantine-color-error)">
              {t('message.notSent', { reason: failure.reason })}
            </Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            {failure.retryable && (
              <Button size="compact-xs" variant="light" color="red" onClick={onRetry}>
                {t('message.retry')}
              </Button>
            )}
            <Button size="compact-xs" variant="default" onClick={discard}>
              {t('message.discard')}
            </Button>
          </Group>
        </Group>
      )}
    </Box>
  );
}
