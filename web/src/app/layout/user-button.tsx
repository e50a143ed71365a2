import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Button, Text } from '@mantine/core';
import { IconChevronDown, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';

/**
 * The user menu's button: the signed-in user's name, or Log In. The menu it opens (UserMenu)
 * loads after the page; until then the button stands alone, looking the same. The menu gives
 * it what only it knows (the unread messages' mark as `icon`, and the label saying them), so
 * that mark's code loads with the menu, not with the page.
 */
export function UserButton({
  compact = false,
  icon = <IconUserCircle size={18} aria-hidden />,
  ...props
}: ComponentPropsWithRef<'button'> & { compact?: boolean; icon?: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  const chevron = compact ? null : <IconChevronDown size={14} aria-hidden />;
  if (!session) {
    return (
      <Button
        variant="filled"
        data-testid="user-menu"
        aria-label={t('userMenu.guestLabel')}
        leftSection={icon}
        rightSection={chevron}
        px={compact ? 'xs' : undefined}
        {...props}
      >
        {t('userMenu.login')}
      </Button>
    );
  }
  return (
    <Button
      variant="light"
      data-testid="user-menu"
      aria-label={t('userMenu.label', { name: session.name })}
      leftSection={icon}
      rightSection={chevron}
      px={compact ? 'xs' : undefined}
      maw={compact ? 120 : 220}
      {...props}
    >
      <Text span size="sm" fw={500} truncate="end">
        {session.name}
      </Text>
    </Button>
  );
}
