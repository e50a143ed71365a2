import { Badge, CloseButton, Group, Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, AUDIT_SUBJECTS } from '@bilim/contract/audit';
import { DayRangeField } from '@/components/localized-dates';
import { ErrorState } from '@/components/query-state';
import { PageTitle } from '@/components/page-title';
import { useAuditLog } from '../api/audit';
import { useSearchState } from '@/lib/use-search-state';
import { AuditTable } from './audit-table';

const KEYS = ['action', 'subject_type', 'from', 'to', 'actor_id', 'user_id'] as const;

/**
 * The whole audit log for admins: every staff action, newest first, narrowed by what was done,
 * on what, between which days, by whom or about whom (a name in the table narrows to it).
 */
export function AuditLog() {
  const { t } = useTranslation('staff');
  const search = useSearchState(KEYS);
  const log = useAuditLog(search.query);
  const { from, to, actor_id: actorId, user_id: userId } = search.values;
  return (
    <Stack gap="md">
      <PageTitle mb={0}>{t('audit.title')}</PageTitle>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('audit.action')}
          value={search.values.action || null}
          onChange={(value) => search.set({ action: value })}
          data={AUDIT_ACTIONS.map((action) => ({
            value: action,
            label: t(`audit.actions.${action}`),
          }))}
          placeholder={t('filters.all')}
          clearable
          searchable
          w={260}
          data-testid="audit-filter-action"
        />
        <Select
          label={t('audit.subject')}
          value={search.values.subject_type || null}
          onChange={(value) => search.set({ subject_type: value })}
          data={AUDIT_SUBJECTS.map((subject) => ({
            value: subject,
            label: t(`audit.subjects.${subject}`),
          }))}
          placeholder={t('filters.all')}
          clearable
          w={200}
        />
        <DayRangeField
          label={t('audit.days')}
          placeholder={t('filters.all')}
          value={[from || null, to || null]}
          onChange={([start, end]) => search.set({ from: start, to: end })}
          clearable
          w={300}
        />
      </Group>
      {(actorId || userId) && (
        <Group gap="xs">
          {actorId && (
            <Badge
              variant="light"
              rightSection={
                <CloseButton
                  size="xs"
                  aria-label={t('audit.clearPerson')}
                  onClick={() => search.set({ actor_id: null })}
                />
              }
            >
              {t('audit.byActor', { id: actorId })}
            </Badge>
          )}
          {userId && (
            <Badge
              variant="light"
              rightSection={
                <CloseButton
                  size="xs"
                  aria-label={t('audit.clearPerson')}
                  onClick={() => search.set({ user_id: null })}
                />
              }
            >
              {t('audit.aboutUser', { id: userId })}
            </Badge>
          )}
        </Group>
      )}
      {log.isError ? (
        <ErrorState error={log.error} onRetry={() => void log.refetch()} />
      ) : (
        <AuditTable
          entries={log.data}
          fetching={log.isFetching}
          onPage={(page) => search.set({ page })}
          onPerson={(person, as) =>
            search.set(as === 'actor' ? { actor_id: person.id } : { user_id: person.id })
          }
        />
      )}
    </Stack>
  );
}
