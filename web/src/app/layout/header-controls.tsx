import { Burger, Divider, Drawer, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CitySelect } from '@/features/dictionaries/components/city-select';
import { MainMenu } from './main-menu';

/*
 * The header's controls with menus, lists and a drawer: loaded after the page (their popover
 * machinery is a third of the frame's script), so the page hydrates without them and they take
 * over their server-drawn HTML when they arrive. header-fallbacks.tsx has their stand-ins.
 */
export { CitySelect } from '@/features/dictionaries/components/city-select';
export { LanguageMenu } from '@/features/dictionaries/components/language-menu';
export { SearchPanel } from './search-panel';
export { UserMenu } from './user-menu';

/** The phone's burger and the drawer it opens: the city and the main menu. */
export function MobileMenu() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <>
      <Burger
        opened={opened}
        onClick={toggle}
        size="sm"
        aria-label={opened ? t('layout.closeMenu') : t('layout.openMenu')}
        data-testid="burger"
      />
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
    </>
  );
}

/** Marks the page (`html[data-header-ready]`) once the header's controls have taken over. */
export function HeaderReady() {
  useEffect(() => {
    document.documentElement.dataset.headerReady = 'true';
  }, []);
  return null;
}
