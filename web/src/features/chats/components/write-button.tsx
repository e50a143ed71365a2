import { Button } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { chatStartHref, type ChatTarget } from '../lib/chat-target';

/**
 * "Write to the provider" on a card, an event or a provider page: opens the conversation about
 * it (a new one on the first message). Visitors sign in first and land there after.
 */
export function WriteButton({ target }: { target: ChatTarget }) {
  const { t } = useTranslation('chats');
  return (
    <Button
      component={Link}
      to={chatStartHref(target)}
      size="compact-sm"
      variant="light"
      leftSection={<IconMessageCircle size={16} aria-hidden />}
      data-testid="write-to-provider"
    >
      {t('write')}
    </Button>
  );
}
