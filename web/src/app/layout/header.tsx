import { lazy, Suspense } from 'react';
import { Box, Burger, Container, Divider, Drawer, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/logo';
import { CitySelect } from '@/features/dictionaries/components/city-select';
import { LanguageMenu } from '@/features/dictionaries/components/language-menu';
import { useSession } from '@/lib/session';
import { MainMenu } from './main-menu';
import { SearchPanel } from './search-panel';
import { UserMenu } from './user-menu';
import { useIsMobile } from '@/lib/use-is-mobile';
import classes from './layout.module.css';

// The badge and its account call load only for signed-in users, after the first page.
const BalanceBadge = lazy(async () => ({
  default: (await import('@/features/account/components/balance-badge')).BalanceBadge,
}));

const NotificationBell = lazy(async () => ({
  default: (await import('@/features/notifications/components/notification-bell')).NotificationBell,
}));

/** The bell's slot: as tall as the header's buttons, kept while it loads so nothing shifts. */
const BELL_SIZE = 36;

/** The notification bell (spec §2, §4) for signed-in users; nothing when signed out. */
function Bell() {
  const session = useSession();
  if (!session) return null;
  return (
    <Suspense fallback={<Box w={BELL_SIZE} h={BELL_SIZE} style={{ flexShrink: 0 }} />}>
      <NotificationBell size={BELL_SIZE} />
    </Suspense>
  );
}

/** The current account's balance linking to /account (spec §2); nothing when signed out. */
function Balance({ compact = false }: { compact?: boolean }) {
  const session = useSession();
  if (!session) return null;
  return (
    <Suspense fallback={null}>
      <BalanceBadge compact={compact} />
    </Suspense>
  );
}

/** Logo, city, language, search, the bell, the balance and the user menu; a burger and drawer on phones. */
export function Header() {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const [opened, { toggle, close }] = useDisclosure(false);

  if (isMobile) {
    return (
      <header className={classes.header}>
        <Container size="xl" py={8}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Logo />
            <Group gap={6} wrap="nowrap">
              <LanguageMenu compact />
              <UserMenu compact />
              <Burger
                opened={opened}
                onClick={toggle}
                size="sm"
                aria-label={opened ? t('layout.closeMenu') : t('layout.openMenu')}
                data-testid="burger"
              />
            </Group>
          </Group>
          <Group mt={8} wrap="nowrap" gap="xs">
            <SearchPanel />
            <Bell />
            <Balance compact />
          </Group>
        </Container>
        <Drawer
          opened={opened}
          onClose={close}
          title={<Text fw={700}>{t('layout.menu')}</Text>}
          size="xs"
          position="left"
          closeButtonProps={{ 'aria-label': t('layout.closeMenu') }}
        >
          <Stack>
            <CitySelect fullWidth />
            <Divider />
            <MainMenu vertical onNavigate={close} />
          </Stack>
        </Drawer>
      </header>
    );
  }

  return (
    <header className={classes.header}>
      <Container size="xl" py={10}>
        <Group justify="space-between" wrap="nowrap" gap="md">
          <Logo />
          <SearchPanel />
          <Group gap="sm" wrap="nowrap">
            <CitySelect />
            <LanguageMenu />
            <Bell />
            <Balance />
            <UserMenu />
          </Group>
        </Group>
        <Group mt={8} justify="space-between">
          <MainMenu />
        </Group>
      </Container>
    </header>
  );
}
