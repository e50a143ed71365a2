import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ActionIcon, CloseButton, FileButton, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CHAT_MESSAGE_MAX, chatMessageLength, isBlankMessage } from '@bilim/contract/chats';
import { formatCount } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import type { OutgoingMessage } from '../api/send-message';
import { TYPING_EVERY_MS } from '../api/send-typing';
import { keepDraft, useDraft } from '../lib/unsent-messages';

/** The counter shows once the text comes this close to the limit. */
const COUNTER_FROM = CHAT_MESSAGE_MAX - 500;
const PHOTO_TYPES = 'image/jpeg,image/png,image/webp';

/**
 * Where a message is written: the text (Enter sends, Shift+Enter starts a line), an optional
 * photo, and Send. Empty text without a photo, or text over 4,000 characters (counted as the
 * server counts them: code points, an emoji is one), cannot be sent. In a conversation (`chatId`)
 * the text is its draft: kept for the tab when another conversation is opened, until sent; it
 * clears at once (the message shows in the list meanwhile). An `onSend` answering a promise (the
 * first message, which opens the conversation) keeps the text, readable, until the promise
 * resolves, and after a failure, to send again.
 */
export function MessageComposer({
  chatId,
  onSend,
  onTyping,
  disabled = false,
  allowPhoto = true,
  autoFocus = false,
}: {
  /** The conversation written to, whose draft the text is; none for a conversation to start. */
  chatId?: number | undefined;
  onSend: (message: OutgoingMessage) => void | Promise<unknown>;
  onTyping?: () => void;
  /** Nothing can be sent (blocked, restricted, not loaded yet): no text, photo or Send. */
  disabled?: boolean;
  allowPhoto?: boolean;
  autoFocus?: boolean;
}) {
  const { t, i18n } = useTranslation('chats');
  const language = currentLanguage(i18n);
  const [ownText, setOwnText] = useState('');
  const draft = useDraft(chatId);
  const text = chatId === undefined ? ownText : draft;
  const written = useRef(text);
  const [photo, setPhoto] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const lastTyping = useRef(0);
  const textarea = useRef<HTMLTextAreaElement>(null);
  // Counted as the server counts the text it gets: trimmed, in code points (an emoji is one).
  const length = chatMessageLength(text.trim());
  const tooLong = length > CHAT_MESSAGE_MAX;
  const canSend = !disabled && !sending && !tooLong && (!isBlankMessage(text) || photo !== null);

  const setText = (value: string) => {
    written.current = value;
    if (chatId === undefined) setOwnText(value);
    else keepDraft(chatId, value);
  };

  // The draft changed from elsewhere (a refused message's text given back): write on there.
  useEffect(() => {
    if (draft === written.current) return;
    written.current = draft;
    const element = textarea.current;
    if (!draft || !element) return;
    element.focus();
    element.setSelectionRange(draft.length, draft.length);
  }, [draft]);

  const clear = () => {
    setText('');
    setPhoto(null);
  };

  const send = () => {
    if (!canSend) return;
    const sent = onSend({ msg: text.trim(), photo: photo ?? undefined });
    if (sent instanceof Promise) {
      setSending(true);
      // A failure is the caller's to say; the text stays for another try.
      sent.then(clear, () => undefined).finally(() => setSending(false));
      return;
    }
    clear();
    // Send is disabled once the text is gone: the writer stays in the text, not on the page.
    textarea.current?.focus();
  };

  // The box starts disabled until the conversation has loaded: focus it once it can be used.
  useEffect(() => {
    if (autoFocus && !disabled) textarea.current?.focus();
  }, [autoFocus, disabled]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  const onChange = (value: string) => {
    setText(value);
    const now = Date.now();
    if (onTyping && value.trim() && now - lastTyping.current > TYPING_EVERY_MS) {
      lastTyping.current = now;
      onTyping();
    }
  };

  return (
    <Stack gap={4} pt="xs">
      {photo && (
        <Group gap="xs">
          <Text size="xs" c="dimmed" data-testid="chat-photo-chosen">
            {t('composer.photo', { name: photo.name })}
          </Text>
          <CloseButton
            size="sm"
            aria-label={t('composer.removePhoto')}
            onClick={() => setPhoto(null)}
          />
        </Group>
      )}
      <Group gap="xs" align="flex-end" wrap="nowrap">
        {allowPhoto && (
          <FileButton onChange={setPhoto} accept={PHOTO_TYPES} disabled={disabled}>
            {(props) => (
              <ActionIcon
                {...props}
                disabled={disabled}
                variant="subtle"
                size="lg"
                aria-label={t('composer.attach')}
                title={t('composer.attach')}
              >
                <IconPaperclip size={20} aria-hidden />
              </ActionIcon>
            )}
          </FileButton>
        )}
        <Textarea
          style={{ flex: 1 }}
          autosize
          minRows={1}
          maxRows={6}
          value={text}
          onChange={(event) => onChange(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          ref={textarea}
          // Kept readable (not greyed) while it is sent: it is the message on its way.
          readOnly={sending}
          disabled={disabled}
          placeholder={t('composer.placeholder')}
          aria-label={t('composer.label')}
          error={
            tooLong
              ? t('composer.tooLong', { max: formatCount(CHAT_MESSAGE_MAX, language) })
              : undefined
          }
          data-testid="chat-composer"
        />
        <ActionIcon
          size="lg"
          onClick={send}
          disabled={!canSend && !sending}
          loading={sending}
          aria-label={t('composer.send')}
          title={t('composer.send')}
          data-testid="chat-send"
        >
          <IconSend size={18} aria-hidden />
        </ActionIcon>
      </Group>
      {length >= COUNTER_FROM && (
        <Text
          size="xs"
          c={tooLong ? 'var(--mantine-color-error)' : 'dimmed'}
          ta="right"
          aria-live="polite"
        >
          {formatCount(length, language)} / {formatCount(CHAT_MESSAGE_MAX, language)}
        </Text>
      )}
    </Stack>
  );
}
