import { Anchor, Code, Stack, Text } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Page } from '@bilim/contract/api';
import type { AuditEntry } from '@bilim/contract/audit';
import type { Language } from '@bilim/contract/constants';
import { formatCount, formatMoment } from '@/lib/format';
import { formatMoney } from '@/lib/money';
import { currentLanguage } from '@/lib/i18n';
import { pagingProps, tableTexts } from '@/lib/back-office-table';
import { focusableScroll } from '../lib/scroll-region';

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
      <Anchor
        component="button"
        type="button"
        size="sm"
        ta="start"
        onClick={() => onPerson(who, as)}
      >
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
      // Its rows hold no links when names are plain text: the region itself takes the focus.
      scrollAreaProps={focusableScroll(t('audit.title'))}
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
/** Fields naming records by their number (besides `…_id` and `…_ids`): shown as #id. */
const ID_FIELDS = new Set(['id', 'ids', 'assigned_to', 'deleted_by']);
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

const isIdField = (field: string) =>
  ID_FIELDS.has(field) || field.endsWith('_id') || field.endsWith('_ids');

/** Fields whose values are codes the staff texts name: `<prefix>.<code>`. */
const CODED_FIELDS: Record<string, string> = {
  state: 'states',
  target_type: 'targets',
  type: 'restrictions.types',
  roles: 'roles',
  renewal_mode: 'audit.renewalModes',
};
const MEGABYTE = 1024 * 1024;

/**
 * One recorded value as people read it: money in tenge, moments on Kazakhstan's clock, yes or no,
 * record numbers as #id, codes by their names, counts with the reader's digit groups, the image
 * limit in megabytes, lists and a request's parameters comma-separated.
 */
function readable(field: string, value: unknown, language: Language, t: TFunction): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'boolean') return t(value ? 'audit.yes' : 'audit.no');
  if (typeof value === 'number') {
    if (MONEY_FIELDS.has(field) || field.endsWith('_price')) {
      return formatMoney(value, 'KZT', language);
    }
    if (isIdField(field)) return `#${value}`;
    if (field === 'max_image_bytes') {
      const megabytes = Math.round((value / MEGABYTE) * 10) / 10;
      return t('audit.megabytes', { value: formatCount(megabytes, language) });
    }
    // Whole counts with digit groups (population); coordinates keep every decimal.
    return Number.isInteger(value) ? formatCount(value, language) : String(value);
  }
  if (typeof value === 'string' && ISO_MOMENT.test(value)) return formatMoment(value, language);
  const codes = CODED_FIELDS[field];
  if (typeof value === 'string') {
    return codes ? t(`${codes}.${value}`, { defaultValue: value }) : value;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return '—';
    return value.map((item) => readable(field, item, language, t)).join(', ');
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return '—';
    return entries.map(([key, item]) => `${key}: ${readable(key, item, language, t)}`).join(', ');
  }
  return String(value);
}

/**
 * What changed, field by field, as the entry recorded it (fields recorded unchanged left out).
 * A field reads by its name in the reader's language (the server's name on hover); one the
 * translations do not know yet shows the server's name.
 */
function Change({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation('staff');
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
      {fields.map((field) => {
        const key = `audit.fields.${field}`;
        return (
          <Text key={field} size="xs" style={{ overflowWrap: 'anywhere' }}>
            {i18n.exists(key, { ns: 'staff' }) ? (
              <Text span inherit fw={500} title={field}>
                {t(key, { defaultValue: field })}:
              </Text>
            ) : (
              <Code title={field}>{field}</Code>
            )}{' '}
            {before && field in before ? `${readable(field, before[field], language, t)} → ` : ''}
            {readable(field, after?.[field], language, t)}
          </Text>
        );
      })}
    </Stack>
  );
}
