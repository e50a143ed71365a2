import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EventSummary } from '@bilim/contract/events';
import { currentLanguage } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { paths } from '@/config/paths';
import { formatEventDates } from '@/lib/format';
import { Rating } from './card-item';
import { FavoriteToggle } from './favorite-toggle';
import { ListingItemText } from './listing-item-text';
import { ListingPhoto } from './listing-photo';
import classes from './listings.module.css';

/** An event in every list (events, home, search, favorites, provider page). */
export function EventItem({ event }: { event: EventSummary }) {
  const { t, i18n } = useTranslation('catalog');
  const language = currentLanguage(i18n);
  return (
    <Paper
      withBorder
      radius="md"
      className={classes.item}
      data-testid="event-item"
      data-id={event.id}
      component="article"
    >
      <div style={{ position: 'relative' }}>
        <ListingPhoto photo={event.main_photo} alt={event.title} />
        {event.pinned && (
          <Group gap={4} className={classes.badges}>
            <Badge color="cyan" variant="filled">
              {t('item.pinned')}
            </Badge>
          </Group>
        )}
        <div className={classes.overlay}>
          <FavoriteToggle kind="events" id={event.id} favorite={event.favorite} />
        </div>
      </div>
      <Stack gap={6} p="md" style={{ flex: 1 }}>
        <Group gap={4} wrap="nowrap" c="cyan.9">
          <IconCalendarEvent size={16} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm" fw={600}>
            {formatEventDates(event, language)}
          </Text>
        </Group>
        <ListingItemText item={event} href={paths.event.getHref(event.id)} />
        <Group justify="space-between" mt="auto" pt={4} wrap="nowrap">
          <Text fw={600} size="sm">
            {event.is_free || event.price === null
              ? t('item.free')
              : formatMoney(event.price, event.currency, language)}
          </Text>
          <Rating rating={event.stats.rating} count={event.stats.reviews_count} />
        </Group>
      </Stack>
    </Paper>
  );
}
