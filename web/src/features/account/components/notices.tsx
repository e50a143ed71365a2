import { Anchor, Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { listingRefSchema } from '@bilim/contract/money';
import type { Notification } from '@bilim/contract/notifications';
import { LANGUAGES } from '@bilim/contract/constants';
import { EmptyState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { useMoneyFormat } from '../lib/use-money-format';

const refs = listingRefSchema.array();
const isoMoment = /^\d{4}-\d{2}-\d{2}T/;
const isLocalized = (value: unknown): value is Record<(typeof LANGUAGES)[number], string> =>
  typeof value === 'object' &&
  value !== null &&
  LANGUAGES.every((lng) => typeof (value as Record<string, unknown>)[lng] === 'string');
/** Params that carry money (minor units) by their name: amount, charge, balance, monthly_payment. */
const isMoneyKey = (key: string) =>
  !key.endsWith('_id') && /amount|charge|price|balance|payment/i.test(key);

/**
 * The values a notice's text names, readable in the interface language: money formatted, dates
 * as days, tariff titles localized. The records it lists are taken apart.
 */
function useNoticeParams() {
  const format = useMoneyFormat();
  return (notice: Notification) => {
    const values: Record<string, string | number> = {};
    for (const [key, value] of Object.entries(notice.params)) {
      if (typeof value === 'number')
        values[key] = isMoneyKey(key)
          ? format.money(value, String(notice.params.currency ?? 'KZT'))
          : value;
      else if (typeof value === 'string')
        values[key] = isoMoment.test(value) ? format.day(value) : value;
      else if (isLocalized(value)) values[key] = format.title(value);
    }
    const parse = (value: unknown) => {
      const parsed = refs.safeParse(value);
      return parsed.success ? parsed.data : [];
    };
    // A downgrade lists them at the top level; a failed renewal under `unpublished`.
    const unpublished = (notice.params.unpublished ?? notice.params) as Record<string, unknown>;
    return { values, cards: parse(unpublished.cards), events: parse(unpublished.events) };
  };
}

/** The user's notices about money and tariffs, newest first (the bell comes with its own issue). */
export function Notices({ notices }: { notices: Notification[] }) {
  const { t } = useTranslation('account');
  const format = useMoneyFormat();
  const paramsOf = useNoticeParams();

  return (
    <Stack gap="sm" data-testid="notices">
      <Title order={2} fz="h4">
        {t('notices.title')}
      </Title>
      {notices.length === 0 ? (
        <EmptyState>{t('notices.empty')}</EmptyState>
      ) : (
        notices.map((notice) => {
          const { values, cards, events } = paramsOf(notice);
          return (
            <Paper
              key={notice.id}
              withBorder
              radius="md"
              p="sm"
              data-testid="notice"
              data-kind={notice.kind}
            >
              <Stack gap={6}>
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Text fw={600}>{t(`notices.kinds.${notice.kind}`, values)}</Text>
                  <Group gap="xs">
                    {!notice.check_dt && (
                      <Badge size="sm" variant="light">
                        {t('notices.new')}
                      </Badge>
                    )}
                    <Text size="xs" c="dimmed">
                      {format.day(notice.created_at)}
                    </Text>
                  </Group>
                </Group>
                {cards.length + events.length > 0 && (
                  <>
                    <Text size="sm">{t('notices.unpublished')}</Text>
                    <List size="sm" spacing={2} data-testid="notice-records">
                      {cards.map((card) => (
                        <List.Item key={`card-${card.id}`}>
                          <Anchor component={Link} to={paths.cabinetCard.getHref(card.id)}>
                            {card.title}
                          </Anchor>
                        </List.Item>
                      ))}
                      {events.map((event) => (
                        <List.Item key={`event-${event.id}`}>
                          <Anchor component={Link} to={paths.cabinetEvent.getHref(event.id)}>
                            {event.title}
                          </Anchor>
                        </List.Item>
                      ))}
                    </List>
                  </>
                )}
              </Stack>
            </Paper>
          );
        })
      )}
    </Stack>
  );
}
