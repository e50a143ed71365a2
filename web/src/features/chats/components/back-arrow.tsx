import { ActionIcon } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The phone's way back from a pane to the conversations: a link to `to` (the list, or support's
 * queue), or `onBack` where the screen knows better (a step back in history when the list is the
 * entry before, so the browser's Back does not open the pane again).
 */
export function BackArrow({
  to,
  onBack,
  testId,
}: {
  to: string;
  onBack?: (() => void) | undefined;
  testId?: string;
}) {
  const { t } = useTranslation('chats');
  const icon = <IconArrowLeft size={20} aria-hidden />;
  return onBack ? (
    <ActionIcon variant="subtle" aria-label={t('back')} onClick={onBack} data-testid={testId}>
      {icon}
    </ActionIcon>
  ) : (
    <ActionIcon
      component={Link}
      to={to}
      variant="subtle"
      aria-label={t('back')}
      data-testid={testId}
    >
      {icon}
    </ActionIcon>
  );
}
