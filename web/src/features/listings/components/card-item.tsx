import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CardSummary } from '@bilim/contract/cards';
import { currentLanguage } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { paths } from '@/config/paths';
import { formatRating } from '@/lib/format';
import { FavoriteToggle } from './favorite-toggle';
import { ListingItemText } from './listing-item-text';
import { ListingPhoto } from './listing-photo';
import classes from './listings.module.css';

/** A card in every list (catalog, home, search, favorites, provider page). */
export function CardItem({ card }: { card: CardSummary }) {
  const { t, i18n } = useTranslation('catalog');
  const language = currentLanguage(i18n);
  return (
    <Paper
      withBorder
      radius="md"
      className={classes.item}
      data-testid="card-item"
      data-id={card.id}
      component="article"
    >
      <ListingPhotoBlock card={card} />
      <Stack gap={6} p="md" style={{ flex: 1 }}>
        <ListingItemText item={card} href={paths.card.getHref(card.id)} />
        <Group justify="space-between" mt="auto" pt={4} wrap="nowrap">
          <Text fw={600} size="sm">
            {card.price_from !== null
              ? t('item.priceFrom', {
                  price: formatMoney(card.price_from, card.currency, language),
                })
              : t('item.priceOnRequest')}
          </Text>
          <Rating rating={card.stats.rating} count={card.stats.reviews_count} />
        </Group>
      </Stack>
    </Paper>
  );
}

function ListingPhotoBlock({ card }: { card: CardSummary }) {
  const { t } = useTranslation('catalog');
  return (
    <div style={{ position: 'relative' }}>
      <ListingPhoto photo={card.main_photo} alt={card.title} />
      <Group gap={4} className={classes.badges}>
        {card.vip && (
          <Badge color="yellow" variant="filled" c="dark">
            {t('item.vip')}
          </Badge>
        )}
        {card.pinned && (
          <Badge color="cyan" variant="filled">
            {t('item.pinned')}
          </Badge>
        )}
      </Group>
      <div className={classes.overlay}>
        <FavoriteToggle kind="cards" id={card.id} favorite={card.favorite} />
      </div>
    </div>
  );
}

/** The average score with a star; nothing while there are no reviews. */
export function Rating({ rating, count }: { rating: number; count: number }) {
  const { t, i18n } = useTranslation('catalog');
  if (count === 0) return null;
  const value = formatRating(rating, currentLanguage(i18n));
  return (
    <Group gap={4} wrap="nowrap" role="img" aria-label={t('item.rating', { rating: value, count })}>
      <IconStarFilled size={14} color="var(--mantine-color-yellow-6)" aria-hidden />
      <Text size="sm" fw={600} aria-hidden>
        {value}
      </Text>
      <Text size="xs" c="dimmed" aria-hidden>
        ({count})
      </Text>
    </Group>
  );
}
