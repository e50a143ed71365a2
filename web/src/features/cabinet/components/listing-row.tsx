import { Anchor, Badge, Button, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconPencil, IconPhoto, IconPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CardSummary } from '@bilim/contract/cards';
import type { EventSummary } from '@bilim/contract/events';
import type { ListingAction } from '@bilim/contract/listings';
import { paths } from '@/config/paths';
import { currentLanguage } from '@/lib/i18n';
import type { ListingKind } from '../api/listing-kinds';
import { formatDate, formatEventDates } from '@/lib/format';
import { ListingRowActions } from './listing-actions';
import { StateBadge } from './state-badge';

export const showHref = (kind: ListingKind, id: number) =>
  kind === 'cards' ? paths.cabinetCard.getHref(id) : paths.cabinetEvent.getHref(id);
export const editHref = (kind: ListingKind, id: number) =>
  kind === 'cards' ? paths.cabinetCardEdit.getHref(id) : paths.cabinetEventEdit.getHref(id);

/**
 * Where a record's screens lead: its page, its form, its list. The owner's cabinet by default;
 * the admin area opens the same screens with its own (`/admin/cards/…`).
 */
export interface ListingLinks {
  show: (kind: ListingKind, id: number) => string;
  edit: (kind: ListingKind, id: number) => string;
  list: (kind: ListingKind) => string;
}

export const CABINET_LINKS: ListingLinks = {
  show: showHref,
  edit: editHref,
  list: (kind) => (kind === 'cards' ? paths.cabinetCards.getHref() : paths.cabinetEvents.getHref()),
};

export function Thumb({ url, size = 72 }: { url: string | undefined; size?: number }) {
  return url ? (
    <Image src={url} alt="" w={size} h={size} radius="sm" fit="cover" loading="lazy" />
  ) : (
    <Paper
      w={size}
      h={size}
      radius="sm"
      bg="gray.1"
      style={{ display: 'grid', placeItems: 'center', flexShrink: 0 }}
      aria-hidden
    >
      <IconPhoto size={size / 3} color="var(--mantine-color-gray-5)" />
    </Paper>
  );
}

/** One record in a cabinet list: thumb, title, state, pinned mark, dates and its actions. */
export function ListingRow({
  kind,
  record,
  run,
}: {
  kind: ListingKind;
  record: CardSummary | EventSummary;
  run?: (id: number, action: ListingAction) => void;
}) {
  const { t, i18n } = useTranslation('cabinet');
  const language = currentLanguage(i18n);
  const dates =
    'start_date' in record
      ? formatEventDates(record, language)
      : t('list.created', { date: formatDate(record.created_at.slice(0, 10), language) });
  return (
    <Paper withBorder radius="md" p="sm" data-testid="listing-row" data-id={record.id}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Thumb url={record.main_photo?.urls.thumb} />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <StateBadge state={record.state} />
            {record.pinned && (
              <Badge
                variant="outline"
                color="grape"
                leftSection={<IconPin size={12} aria-hidden />}
                data-testid="pinned-mark"
              >
                {t('list.pinned')}
              </Badge>
            )}
          </Group>
          <Anchor
            component={Link}
            to={showHref(kind, record.id)}
            fw={600}
            lineClamp={2}
            data-testid="listing-title"
          >
            {record.title}
          </Anchor>
          <Text size="sm" c="dimmed">
            {dates}
            {record.published_at &&
              ` · ${t('list.publishedAt', { date: formatDate(record.published_at.slice(0, 10), language) })}`}
          </Text>
          <Group gap="xs" mt={4} wrap="wrap">
            <Button
              component={Link}
              to={editHref(kind, record.id)}
              size="xs"
              variant="light"
              leftSection={<IconPencil size={14} aria-hidden />}
              aria-label={t('list.editTitle', { title: record.title })}
            >
              {t('actions.edit')}
            </Button>
            {run && <ListingRowActions kind={kind} id={record.id} title={record.title} run={run} />}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
