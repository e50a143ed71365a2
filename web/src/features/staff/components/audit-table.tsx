import { Anchor, Code, Stack, Text } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import type { Page } from '@bilim/contract/api';
import type { AuditEntry } from '@bilim/contract/audit';
import type { Language } from '@bilim/contract/constants';
import { formatMoment } from '@/lib/format';
import { formatMoney } from '@/lib/money';
import { currentLanguage } from '@/lib/i18n';
import { pagingProps, tableTexts } from '@/lib/back-office-table';

/**
 * Audit entries: when, what (on which record), who (as whom, from where), what changed. The
 * user's page shows those about one user; the admin's log searches them all.
 */
export function AuditTable({
  entries,
  fetching,
  onPage,
  onPerson,
}: {
  entries: Page<AuditEntry> | undefined;
  fetching: boolean;
  onPage: (page: number) => void;
  /** A name chosen (the log narrows to that person's entries); names are plain text without it. */
  onPerson?: (person: { id: number; name: string }, as: 'actor' | 'user') => void;
}) {
  const { t, i18n } = useTranslation('staff');
  const language = currentLanguage(i18n);
  const person = (who: { id: number; name: string }, as: 'actor' | 'user') =>
    onPerson ? (
      <Anchor component="button" type="button" size="sm" onClick={() => onPerson(who, as)}>
        {who.name}
      </Anchor>
    ) : (
      <Text size="sm">{who.name}</Text>
    );
  return (
    <DataTable<AuditEntry>
      withTableBorder
      borderRadius="md"
      minHeight={180}
      verticalAlign="top"
      records={entries?.data ?? []}
      fetching={fetching}
      {...tableTexts(t)}
      {...pagingProps(entries?.meta, onPage, t, language)}
      data-testid="audit-table"
      columns={[
        {
          accessor: 'at',
          title: t('audit.at'),
          render: (entry) => formatMoment(entry.at, language),
          width: 170,
        },
        {
          accessor: 'action',
          title: t('audit.action'),
          render: (entry) => (
            <Stack gap={2}>
              <Text size="sm" fw={500}>
                {t(`audit.actions.${entry.action}`)}
              </Text>
              <Text size="xs" c="dimmed">
                {t(`audit.subjects.${entry.subject_type}`)}
                {entry.subject_id !== null ? ` #${entry.subject_id}` : ''}
              </Text>
              {entry.user && (
                <Text size="xs" c="dimmed" component="div">
                  {t('audit.about')} {person(entry.user, 'user')}
                </Text>
              )}
            </Stack>
          ),
        },
        {
          accessor: 'actor',
          title: t('audit.actor'),
          render: (entry) => (
            <Stack gap={2}>
              {person(entry.actor, 'actor')}
              {entry.as_user && (
                <Text size="xs" c="dimmed">
                  {t('audit.asUser', { name: entry.as_user.name })}
                </Text>
              )}
              {entry.ip && (
                <Text size="xs" c="dimmed">
                  {entry.ip}
                </Text>
              )}
            </Stack>
          ),
        },
        {
          accessor: 'after',
          title: t('audit.change'),
          render: (entry) => <Change entry={entry} />,
        },
      ]}
    />
  );
}

/** Fields the books keep in minor units (tiyn): shown as money. */
const MONEY_FIELDS = new Set([
  'amount',
  'price',
  'waived_charge',
  'monthly_payment',
  'vip_price',
  'top_up_min',
  'top_up_max',
]);
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** One recorded value as people read it: money in tenge, moments on Kazakhstan's clock. */
function readable(field: string, value: unknown, language: Language): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'number' && (MONEY_FIELDS.has(field) || field.endsWith('_price'))) {
    return formatMoney(value, 'KZT', language);
  }
  if (typeof value === 'string' && ISO_MOMENT.test(value)) return formatMoment(value, language);
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** What changed, field by field, as the entry recorded it (fields recorded unchanged left out). */
function Change({ entry }: { entry: AuditEntry }) {
  const { i18n } = useTranslation('staff');
  const language = currentLanguage(i18n);
  const { before, after } = entry;
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter(
    (field) =>
      !before ||
      !after ||
      !(field in before) ||
      JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  );
  if (fields.length === 0) return null;
  return (
    <Stack gap={2}>
      {fields.map((field) => (
        <Text key={field} size="xs" style={{ overflowWrap: 'anywhere' }}>
          <Code>{field}</Code>{' '}
          {before && field in before ? `${readable(field, before[field], language)} → ` : ''}
          {readable(field, after?.[field], language)}
        </Text>
      ))}
    </Stack>
  );
}
