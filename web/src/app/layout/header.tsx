import { lazy, Suspense, type ComponentType } from 'react';
import { Box, Container, Group } from '@mantine/core';
import { Logo } from '@/components/logo';
import { LanguageButton } from '@/features/dictionaries/components/language-button';
import { useSession } from '@/lib/session';
import { useIsMobile } from '@/lib/use-is-mobile';
import { CityField, MenuBurger, SearchField } from './header-fallbacks';
import { MainMenu } from './main-menu';
import { UserButton } from './user-button';
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

/** The controls the header lays out: the real ones (loaded after the page) or their stand-ins. */
interface HeaderParts {
  CitySelect: ComponentType<{ fullWidth?: boolean }>;
  LanguageMenu: ComponentType<{ compact?: boolean }>;
  UserMenu: ComponentType<{ compact?: boolean }>;
  Search: ComponentType;
  MobileMenu: ComponentType;
}

const controls = () => import('./header-controls');
const LOADED: HeaderParts = {
  CitySelect: lazy(async () => ({ default: (await controls()).CitySelect })),
  LanguageMenu: lazy(async () => ({ default: (await controls()).LanguageMenu })),
  UserMenu: lazy(async () => ({ default: (await controls()).UserMenu })),
  Search: lazy(async () => ({ default: (await controls()).SearchPanel })),
  MobileMenu: lazy(async () => ({ default: (await controls()).MobileMenu })),
};
const HeaderReady = lazy(async () => ({ default: (await controls()).HeaderReady }));

const STAND_INS: HeaderParts = {
  CitySelect: CityField,
  LanguageMenu: LanguageButton,
  UserMenu: UserButton,
  Search: SearchField,
  MobileMenu: MenuBurger,
};

/**
 * Logo, city, language, search, the bell, the balance and the user menu; a burger and drawer on
 * phones. The controls with menus load after the page, as one boundary: until then the server's
 * HTML of them stays (or, on a page drawn in the browser, their stand-ins show).
 */
export function Header() {
  return (
    <header className={classes.header}>
      <Suspense fallback={<HeaderLayout parts={STAND_INS} />}>
        <HeaderLayout parts={LOADED} />
        <HeaderReady />
      </Suspense>
    </header>
  );
}

function HeaderLayout({ parts }: { parts: HeaderParts }) {
  const isMobile = useIsMobile();
  const { CitySelect, LanguageMenu, UserMenu, Search, MobileMenu } = parts;

  if (isMobile) {
    return (
      <Container size="xl" py={8}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Logo />
          <Group gap={6} wrap="nowrap">
            <LanguageMenu compact />
            <UserMenu compact />
            <MobileMenu />
          </Group>
        </Group>
        <Group mt={8} wrap="nowrap" gap="xs">
          <Search />
          <Bell />
          <Balance compact />
        </Group>
      </Container>
    );
  }

  return (
    <Container size="xl" py={10}>
      <Group justify="space-between" wrap="nowrap" gap="md">
        <Logo />
        <Search />
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
  );
}
