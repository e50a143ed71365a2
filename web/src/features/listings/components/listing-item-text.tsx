import { Badge, Group, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ListingSummaryBase } from '@bilim/contract/listings';
import { currentLanguage } from '@/lib/i18n';
import { localized } from '@/lib/localized';
import { formatDistance } from '@/lib/format';
import { Highlighted } from '../lib/highlight';
import classes from './listings.module.css';

/** What card and event items show alike: the linked title, the short text, the place, categories. */
export function ListingItemText({ item, href }: { item: ListingSummaryBase; href: string }) {
  const { t, i18n } = useTranslation('catalog');
  const language = currentLanguage(i18n);
  return (
    <>
      <Text fw={700} lineClamp={2} className={classes.highlight}>
        <Link to={href} className={classes.titleLink}>
          {item.highlight ? <Highlighted html={item.highlight.title} /> : item.title}
        </Link>
      </Text>
      <Text size="sm" c="dimmed" lineClamp={2} className={classes.highlight}>
        {item.highlight ? (
          <Highlighted html={item.highlight.short_description} />
        ) : (
          item.short_description
        )}
      </Text>
      <Group gap={4} wrap="nowrap" c="dimmed">
        <IconMapPin size={14} aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm" truncate>
          {localized(item.city.title, language)}
          {item.distance_m !== null &&
            ` · ${t('item.distance', { distance: formatDistance(item.distance_m, language) })}`}
        </Text>
      </Group>
      {item.categories.length > 0 && (
        <Group gap={4}>
          {item.categories.slice(0, 3).map((category) => (
            <Badge key={category.id} variant="light" color="gray" size="sm" tt="none">
              {localized(category.title, language)}
            </Badge>
          ))}
        </Group>
      )}
    </>
  );
}
