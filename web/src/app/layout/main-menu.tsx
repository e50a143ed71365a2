import { Group, Stack } from '@mantine/core';
import { IconCalendarEvent, IconHome, IconLayoutGrid } from '@tabler/icons-react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import classes from './layout.module.css';

export const MAIN_MENU = [
  { key: 'main', to: paths.home.getHref(), icon: IconHome, end: true },
  { key: 'catalog', to: paths.catalog.getHref(), icon: IconLayoutGrid, end: false },
  { key: 'events', to: paths.events.getHref(), icon: IconCalendarEvent, end: false },
] as const;

/** Main, Catalog, Events (spec §2). */
export function MainMenu({
  vertical = false,
  onNavigate,
}: {
  vertical?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const Wrapper = vertical ? Stack : Group;
  return (
    <nav aria-label={t('layout.mainMenu')}>
      <Wrapper gap={4}>
        {MAIN_MENU.map(({ key, to, icon: Icon, end }) => (
          <NavLink
            key={key}
            to={to}
            end={end}
            className={classes.navLink}
            data-testid={`main-menu-${key}`}
            onClick={onNavigate}
          >
            <Icon size={18} aria-hidden />
            {t(`menu.${key}`)}
          </NavLink>
        ))}
      </Wrapper>
    </nav>
  );
}
