import '@mantine/dates/styles.css';
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
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { IconDownload } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import 'dayjs/locale/ru';
import 'dayjs/locale/kk';
import { KAZAKHSTAN_TIME_ZONE } from '@bilim/contract/calendar';
import { LANGUAGE_TAGS } from '@bilim/contract/constants';
import {
  LEDGER_KINDS,
  type Account,
  type LedgerEntry,
  type LedgerKind,
} from '@bilim/contract/money';
import { EmptyState, ErrorState, LoadingState } from '@/components/query-state';
import { translateError } from '@/lib/api-client';
import { dayRangeFromSearch } from '@/lib/day-range';
import { notifyError } from '@/lib/notify';
import { downloadHistoryCsv, useHistory, type HistoryFilters } from '../api/get-history';
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

function EntryRow({ entry }: { entry: LedgerEntry }) {
  const { t } = useTranslation('account');
  const format = useMoneyFormat();
  const credit = entry.amount > 0;
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
      <Table.Td>{t(`ledger.kinds.${entry.kind}`)}</Table.Td>
      <Table.Td ta="right">
        <Text
          size="sm"
          fw={600}
          c={credit ? 'green.8' : 'red.8'}
          data-testid="history-amount"
          style={{ whiteSpace: 'nowrap' }}
        >
          {credit ? '+' : '−'}
          {format.money(Math.abs(entry.amount), entry.currency)}
        </Text>
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {format.money(entry.balance_after, entry.currency)}
      </Table.Td>
      <Table.Td>
        <Text size="sm">
          {entry.tariff?.title}
          {entry.tariff && entry.description ? ' · ' : null}
          {entry.description}
        </Text>
      </Table.Td>
      <Table.Td>
        {entry.payment && (
          <Badge variant="light" color={PAYMENT_COLOURS[entry.payment.state]}>
            {t(`ledger.payment.${entry.payment.state}`)}
          </Badge>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * /balance/history: every ledger entry of the account with its kind, amount, balance after and
 * payment state; filters by kind and period kept in the URL; pages; CSV of the filtered entries.
 */
export function HistoryScreen({ account }: { account: Account }) {
  const { t } = useTranslation(['account', 'common']);
  const format = useMoneyFormat();
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
              label: t(`account:ledger.kinds.${kind}`),
            }))}
            value={filters.kinds}
            onChange={(values) => change({ kinds: values.filter(isKind) })}
            clearable
            w={{ base: '100%', sm: 320 }}
            comboboxProps={{ withinPortal: true }}
            data-testid="history-kinds"
          />
          <DatesProvider settings={{ locale: LANGUAGE_TAGS[format.language], firstDayOfWeek: 1 }}>
            <DatePickerInput
              type="range"
              label={t('account:history.period')}
              placeholder={t('account:history.anyPeriod')}
              clearable
              allowSingleDateInRange
              value={[filters.from, filters.to]}
              onChange={([from, to]) => {
                if (from && !to) return;
                change({
                  from: from ? String(from).slice(0, 10) : null,
                  to: to ? String(to).slice(0, 10) : null,
                });
              }}
              w={{ base: '100%', sm: 280 }}
              popoverProps={{ withinPortal: true }}
              clearButtonProps={{ 'aria-label': t('account:history.clearPeriod') }}
              data-testid="history-period"
            />
          </DatesProvider>
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
                  <Table.Th>{t('account:history.date')}</Table.Th>
                  <Table.Th>{t('account:history.kind')}</Table.Th>
                  <Table.Th ta="right">{t('account:history.amount')}</Table.Th>
                  <Table.Th ta="right">{t('account:history.balanceAfter')}</Table.Th>
                  <Table.Th>{t('account:history.description')}</Table.Th>
                  <Table.Th>{t('account:history.payment')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {history.data.data.map((entry) => (
                  <EntryRow key={entry.id} entry={entry} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {history.data.meta.last_page > 1 && (
            <Group justify="center">
              <Pagination
                total={history.data.meta.last_page}
                value={history.data.meta.current_page}
                onChange={(page) => setSearch(searchFromFilters({ ...filters, page }))}
                getControlProps={(control) => ({
                  'aria-label': t(`account:history.pages.${control}`),
                })}
                data-testid="history-pages"
              />
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
