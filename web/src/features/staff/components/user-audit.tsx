import { useState } from 'react';
import { Code, Stack, Text } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@bilim/contract/audit';
import { ErrorState } from '@/components/query-state';
import { formatMoment } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useUserAudit } from '../api/users';
import { pagingProps, tableTexts } from './staff-table';

/** The audit entries about a user: who did what, as whom, when and from where, newest first. */
export function UserAudit({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation('staff');
  const language = currentLanguage(i18n);
  const [page, setPage] = useState(1);
  const audit = useUserAudit(userId, page);
  if (audit.isError) return <ErrorState error={audit.error} onRetry={() => void audit.refetch()} />;
  return (
    <DataTable<AuditEntry>
      withTableBorder
      borderRadius="md"
      minHeight={180}
      verticalAlign="top"
      records={audit.data?.data ?? []}
      fetching={audit.isFetching}
      {...tableTexts(t)}
      {...pagingProps(audit.data?.meta, setPage, t, language)}
      data-testid="user-audit"
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
            </Stack>
          ),
        },
        {
          accessor: 'actor',
          title: t('audit.actor'),
          render: (entry) => (
            <Stack gap={2}>
              <Text size="sm">{entry.actor.name}</Text>
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

/** What changed, field by field, as the entry recorded it. */
function Change({ entry }: { entry: AuditEntry }) {
  const fields = [
    ...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]),
  ];
  if (fields.length === 0) return null;
  const show = (value: unknown) => (value === undefined ? '—' : JSON.stringify(value));
  return (
    <Stack gap={2}>
      {fields.map((field) => (
        <Text key={field} size="xs">
          <Code>{field}</Code>{' '}
          {entry.before && field in entry.before ? `${show(entry.before[field])} → ` : ''}
          {show(entry.after?.[field])}
        </Text>
      ))}
    </Stack>
  );
}
