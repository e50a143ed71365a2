import { useState } from 'react';
import {
  Badge,
  Button,
  Group,
  MultiSelect,
  Pagination,
  Paper,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { PlainList } from '@/components/plain-list';
import { useTranslation } from 'react-i18next';
import { KAZAKHSTAN_TIME_ZONE } from '@bilim/contract/calendar';
import { LANGUAGE_TAGS } from '@bilim/contract/constants';
import {
  LEDGER_KINDS,
  type Account,
  type LedgerEntry,
  type LedgerKind,
} from '@bilim/contract/money';
import { DayRangeField } from '@/components/localized-dates';
import { EmptyState, ErrorState, LoadingState } from '@/components/query-state';
import { translateError } from '@/lib/api-client';
import { dayRangeFromSearch } from '@/lib/day-range';
import { notifyError } from '@/lib/notify';
import { formatMoment } from '@/lib/format';
import { useIsMobile } from '@/lib/use-is-mobile';
import { downloadHistoryCsv, useHistory, type HistoryFilters } from '../api/get-history';
import { useLedgerWords } from '../lib/use-ledger-words';
import { useMoneyFormat } from '../lib/use-money-format';

const isKind = (value: string): value is LedgerKind =>
  (LEDGER_KINDS as readonly string[]).includes(value);

/**
 * The history's filters from the URL (`kind` repeated, `from`, `to`, `page`), junk ignored: a day
 * that does not exist or a reversed period is no filter, so a bad link still opens the history.
 */
export function filtersFromSearch(search: URLSearchParams): HistoryFilters {
  return {
    kinds: search.getAll('kind').filter(isKind),
    ...dayRangeFromSearch(search),
    page: Math.max(1, Math.floor(Number(search.get('page'))) || 1),
  };
}

function searchFromFilters(filters: HistoryFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const kind of filters.kinds) search.append('kind', kind);
  if (filters.from) search.set('from', filters.from);
  if (filters.to) search.set('to', filters.to);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

const PAYMENT_COLOURS = { pending: 'yellow', succeeded: 'green', declined: 'red' } as const;

/** The signed amount, green for credits and red for charges. */
function SignedAmount({ entry }: { entry: LedgerEntry }) {
  const format = useMoneyFormat();
  const credit = entry.amount > 0;
  return (
    <Text
      size="sm"
      fw={600}
      // Dark enough to read on the table's striped and hovered rows (WCAG AA).
      c={credit ? 'teal.9' : 'red.9'}
      data-testid="history-amount"
      style={{ whiteSpace: 'nowrap' }}
    >
      {credit ? '+' : '−'}
      {format.money(Math.abs(entry.amount), entry.currency)}
    </Text>
  );
}

function PaymentState({ entry }: { entry: LedgerEntry }) {
  const words = useLedgerWords();
  if (!entry.payment) return null;
  return (
    <Badge variant="light" color={PAYMENT_COLOURS[entry.payment.state]} data-testid="history-state">
      {words.state(entry.payment.state)}
    </Badge>
  );
}

function EntryRow({ entry }: { entry: LedgerEntry }) {
  const words = useLedgerWords();
  const format = useMoneyFormat();
  const when = new Date(entry.created_at);
  return (
    <Table.Tr data-testid="history-row" data-kind={entry.kind}>
      <Table.Td>
        <Text size="sm">{format.day(entry.created_at)}</Text>
        <Text size="xs" c="dimmed">
          {when.toLocaleTimeString(LANGUAGE_TAGS[format.language], {
            hour: '2-digit',
            minute: '2-digit',
            timeZone: KAZAKHSTAN_TIME_ZONE,
          })}
        </Text>
      </Table.Td>
      <Table.Td>{words.kind(entry.kind)}</Table.Td>
      <Table.Td ta="right">
        <SignedAmount entry={entry} />
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {format.money(entry.balance_after, entry.currency)}
      </Table.Td>
      <Table.Td>
        <Text size="sm" data-testid="history-description">
          {words.description(entry)}
        </Text>
      </Table.Td>
      <Table.Td>
        <PaymentState entry={entry} />
      </Table.Td>
    </Table.Tr>
  );
}

/** One entry on a phone: what, when and how much on top; what for; the balance after and the state. */
function EntryCard({ entry }: { entry: LedgerEntry }) {
  const words = useLedgerWords();
  const format = useMoneyFormat();
  const description = words.description(entry);
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      data-testid="history-row"
      data-kind={entry.kind}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={0} miw={0}>
          <Text size="sm" fw={600}>
            {words.kind(entry.kind)}
          </Text>
          <Text size="xs" c="dimmed">
            {formatMoment(entry.created_at, format.language)}
          </Text>
        </Stack>
        <SignedAmount entry={entry} />
      </Group>
      {description && (
        <Text
          size="sm"
          mt={4}
          style={{ overflowWrap: 'anywhere' }}
          data-testid="history-description"
        >
          {description}
        </Text>
      )}
      <Group justify="space-between" align="center" wrap="wrap" gap="xs" mt={6}>
        <Text size="xs" c="dimmed">
          {words.column('balanceAfter')}:{' '}
          <Text span size="xs" c="bright" style={{ whiteSpace: 'nowrap' }}>
            {format.money(entry.balance_after, entry.currency)}
          </Text>
        </Text>
        <PaymentState entry={entry} />
      </Group>
    </Paper>
  );
}

/**
 * /balance/history: every ledger entry of the account with its kind, amount, balance after and
 * payment state; filters by kind and period kept in the URL; pages; CSV of the filtered entries.
 */
export function HistoryScreen({ account }: { account: Account }) {
  const { t } = useTranslation(['account', 'common']);
  const words = useLedgerWords();
  // Phones get a list of cards: the table needs 760 px.
  const isPhone = useIsMobile();
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const history = useHistory(account.id, filters);
  const [exporting, setExporting] = useState(false);
  const change = (next: Partial<HistoryFilters>) =>
    setSearch(searchFromFilters({ ...filters, page: 1, ...next }), { replace: true });

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadHistoryCsv(account.id, filters);
    } catch (error) {
      notifyError(translateError(error, t));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Group align="flex-end" wrap="wrap" gap="sm">
          <MultiSelect
            label={t('account:history.kinds')}
            placeholder={filters.kinds.length === 0 ? t('account:history.allKinds') : undefined}
            data={LEDGER_KINDS.map((kind) => ({
              value: kind,
              label: words.kind(kind),
            }))}
            value={filters.kinds}
            onChange={(values) => change({ kinds: values.filter(isKind) })}
            clearable
            w={{ base: '100%', sm: 320 }}
            comboboxProps={{ withinPortal: true }}
            data-testid="history-kinds"
          />
          <DayRangeField
            label={t('account:history.period')}
            placeholder={t('account:history.anyPeriod')}
            clearable
            value={[filters.from, filters.to]}
            onChange={([from, to]) => change({ from, to })}
            w={{ base: '100%', sm: 280 }}
            popoverProps={{ withinPortal: true }}
            clearButtonProps={{ 'aria-label': t('account:history.clearPeriod') }}
            data-testid="history-period"
          />
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={exporting}
            onClick={() => void exportCsv()}
            data-testid="history-csv"
            ml={{ sm: 'auto' }}
          >
            {t('account:history.csv')}
          </Button>
        </Group>
      </Paper>
      {history.isPending ? (
        <LoadingState />
      ) : history.isError ? (
        <ErrorState error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data.data.length === 0 ? (
        <EmptyState>
          {filters.kinds.length > 0 || filters.from
            ? t('account:history.emptyFiltered')
            : t('account:history.empty')}
        </EmptyState>
      ) : (
        <>
          {isPhone ? (
            <PlainList
              gap="xs"
              aria-label={t('account:history.title')}
              aria-busy={history.isFetching}
              data-testid="history-cards"
            >
              {history.data.data.map((entry) => (
                <EntryCard key={entry.id} entry={entry} />
              ))}
            </PlainList>
          ) : (
            <Table.ScrollContainer minWidth={760}>
              <Table
                striped
                highlightOnHover
                verticalSpacing="xs"
                aria-busy={history.isFetching}
                data-testid="history-table"
              >
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{words.column('date')}</Table.Th>
                    <Table.Th>{words.column('kind')}</Table.Th>
                    <Table.Th ta="right">{words.column('amount')}</Table.Th>
                    <Table.Th ta="right">{words.column('balanceAfter')}</Table.Th>
                    <Table.Th>{words.column('description')}</Table.Th>
                    <Table.Th>{words.column('payment')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {history.data.data.map((entry) => (
                    <EntryRow key={entry.id} entry={entry} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {history.data.meta.last_page > 1 && (
            <Group justify="center">
              <Pagination
                total={history.data.meta.last_page}
                value={history.data.meta.current_page}
                siblings={isPhone ? 0 : 1}
                onChange={(page) => setSearch(searchFromFilters({ ...filters, page }))}
                data-testid="history-pages"
              />
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
