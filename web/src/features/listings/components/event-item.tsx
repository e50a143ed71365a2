import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EventSummary } from '@bilim/contract/events';
import { currentLanguage } from '@/lib/i18n';
import { localized } from '@/lib/localized';
import { formatMoney } from '@/lib/money';
import { paths } from '@/config/paths';
import { formatDistance, formatEventDates } from '@/lib/format';
import { Highlighted } from '../lib/highlight';
import { Rating } from './card-item';
import { FavoriteToggle } from './favorite-toggle';
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
        <Group gap={4} wrap="nowrap" c="cyan.8">
          <IconCalendarEvent size={16} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm" fw={600}>
            {formatEventDates(event, language)}
          </Text>
        </Group>
        <Text fw={700} lineClamp={2} className={classes.highlight}>
          <Link to={paths.event.getHref(event.id)} className={classes.titleLink}>
            {event.highlight ? <Highlighted html={event.highlight.title} /> : event.title}
          </Link>
        </Text>
        <Text size="sm" c="dimmed" lineClamp={2} className={classes.highlight}>
          {event.highlight ? (
            <Highlighted html={event.highlight.short_description} />
          ) : (
            event.short_description
          )}
        </Text>
        <Group gap={4} wrap="nowrap" c="dimmed">
          <IconMapPin size={14} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm" truncate>
            {localized(event.city.title, language)}
            {event.distance_m !== null &&
              ` · ${t('item.distance', { distance: formatDistance(event.distance_m, language) })}`}
          </Text>
        </Group>
        {event.categories.length > 0 && (
          <Group gap={4}>
            {event.categories.slice(0, 3).map((category) => (
              <Badge key={category.id} variant="light" color="gray" size="sm" tt="none">
                {localized(category.title, language)}
              </Badge>
            ))}
          </Group>
        )}
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
