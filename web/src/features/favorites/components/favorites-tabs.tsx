import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';

/** Favorite cards and favorite events link to each other (one "Favorites" in the user menu). */
export function FavoritesTabs({ active }: { active: 'cards' | 'events' }) {
  const { t } = useTranslation('catalog');
  const links = [
    { kind: 'cards', to: paths.favoriteCards.getHref(), label: t('favorites.cardsTab') },
    { kind: 'events', to: paths.favoriteEvents.getHref(), label: t('favorites.eventsTab') },
  ] as const;
  return (
    <Group component="nav" gap="xs" aria-label={t('favorites.sections')}>
      {links.map(({ kind, to, label }) => (
        <Button
          key={kind}
          component={Link}
          to={to}
          variant={kind === active ? 'filled' : 'default'}
          aria-current={kind === active ? 'page' : undefined}
          data-testid={`favorites-tab-${kind}`}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}
