import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { DataTable } from 'mantine-datatable';
// The back offices' table styles (and their readable empty state).
import '@/lib/back-office-table';
import { PlainList } from '@/components/plain-list';
import { useTranslation } from 'react-i18next';
import { calendarDay, shiftDay } from '@bilim/contract/calendar';
import {
  RESTRICTION_TYPES,
  restrictionBody,
  type Restriction,
  type RestrictionType,
} from '@bilim/contract/trust';
import { DateField } from '@/components/localized-dates';
import { ErrorState, LoadingState } from '@/components/query-state';
import { translateError } from '@/lib/api-client';
import { fieldProps, formFailureText } from '@/lib/form';
import { formatLastDay } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { notifySuccess } from '@/lib/notify';
import { useIsMobile } from '@/lib/use-is-mobile';
import { useCreateRestriction, useRemoveRestriction, useUserRestrictions } from '../api/users';
import { focusableScroll } from '../lib/scroll-region';

/** A user's restrictions, in force or not: set one (type, end, reason), or remove one in force. */
export function UserRestrictions({
  userId,
  canRestrict,
}: {
  userId: number;
  canRestrict: boolean;
}) {
  const { t, i18n } = useTranslation('staff');
  const language = currentLanguage(i18n);
  // Phones get a list of cards: the table's four columns put "Remove" off the screen.
  const isPhone = useIsMobile();
  const restrictions = useUserRestrictions(userId);
  const remove = useRemoveRestriction(userId);
  const [removeError, setRemoveError] = useState<string | null>(null);
  if (restrictions.isError) {
    return <ErrorState error={restrictions.error} onRetry={() => void restrictions.refetch()} />;
  }
  const until = (row: Restriction) =>
    row.until
      ? t('restrictions.lastDay', { day: formatLastDay(row.until, language) })
      : t('restrictions.untilRemoved');
  const state = (row: Restriction) =>
    row.active ? (
      <Group gap="xs">
        <Badge color="red" variant="light">
          {t('restrictions.active')}
        </Badge>
        {canRestrict && (
          <Button
            size="compact-sm"
            variant="subtle"
            loading={remove.isPending && remove.variables === row.id}
            onClick={() => {
              setRemoveError(null);
              remove.mutate(row.id, {
                onSuccess: () => notifySuccess(t('restrictions.removed')),
                onError: (error) => setRemoveError(translateError(error, t)),
              });
            }}
            data-testid={`restriction-remove-${row.id}`}
          >
            {t('restrictions.remove')}
          </Button>
        )}
      </Group>
    ) : (
      <Badge color="gray" variant="light">
        {row.removed_at ? t('restrictions.wasRemoved') : t('restrictions.ended')}
      </Badge>
    );
  const rows = restrictions.data ?? [];
  return (
    <Stack gap="lg">
      {canRestrict && <RestrictionForm userId={userId} />}
      {removeError && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setRemoveError(null)}>
          {removeError}
        </Alert>
      )}
      {isPhone ? (
        restrictions.isPending ? (
          <LoadingState />
        ) : rows.length === 0 ? (
          <Text c="dimmed">{t('restrictions.none')}</Text>
        ) : (
          <PlainList
            gap="xs"
            aria-label={t('users.tabs.restrictions')}
            data-testid="restrictions-cards"
          >
            {rows.map((row) => (
              <Paper key={row.id} component="li" withBorder radius="md" p="sm">
                <Text size="sm" fw={600}>
                  {t(`restrictions.types.${row.type}`)}
                </Text>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {t('restrictions.reasonIs', { reason: row.reason })}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('restrictions.until')}: {until(row)}
                </Text>
                <Group mt={6}>{state(row)}</Group>
              </Paper>
            ))}
          </PlainList>
        )
      ) : (
        <DataTable<Restriction>
          withTableBorder
          borderRadius="md"
          minHeight={150}
          records={rows}
          fetching={restrictions.isPending}
          noRecordsText={t('restrictions.none')}
          data-testid="restrictions-table"
          scrollAreaProps={focusableScroll(t('users.tabs.restrictions'))}
          columns={[
            {
              accessor: 'type',
              title: t('restrictions.type'),
              render: (row) => t(`restrictions.types.${row.type}`),
            },
            { accessor: 'reason', title: t('restrictions.reason') },
            { accessor: 'until', title: t('restrictions.until'), render: until },
            { accessor: 'active', title: t('restrictions.state'), render: state },
          ]}
        />
      )}
    </Stack>
  );
}

type Values = { type: RestrictionType | ''; until: string | null; reason: string };

function RestrictionForm({ userId }: { userId: number }) {
  const { t } = useTranslation('staff');
  const create = useCreateRestriction(userId);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { type: '', until: null, reason: '' },
    validate: (values) => schemaResolver(restrictionBody, { sync: true })(bodyOf(values)),
  });
  const submit = form.onSubmit((values) => {
    setFormError(null);
    create.mutate(bodyOf(values), {
      onSuccess: () => {
        notifySuccess(t('restrictions.created'));
        form.reset();
      },
      onError: (error) => setFormError(formFailureText(form, error, t)),
    });
  });
  const today = calendarDay(new Date());
  return (
    <form onSubmit={submit} noValidate data-testid="restriction-form">
      <Stack gap="xs">
        <Title order={2} fz="h4">
          {t('restrictions.new')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('restrictions.hint')}
        </Text>
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <Group align="flex-start" gap="sm" wrap="wrap">
          <Select
            label={t('restrictions.type')}
            required
            data={RESTRICTION_TYPES.map((value) => ({
              value,
              label: t(`restrictions.types.${value}`),
            }))}
            w={220}
            {...fieldProps(form, 'type', t)}
            data-testid="restriction-type"
          />
          <DateField
            label={t('restrictions.until')}
            description={t('restrictions.untilHint')}
            clearable
            minDate={shiftDay(today, 1)}
            w={220}
            {...fieldProps(form, 'until', t)}
          />
          <TextInput
            label={t('restrictions.reason')}
            required
            w={320}
            {...fieldProps(form, 'reason', t)}
            data-testid="restriction-reason"
          />
        </Group>
        <Group>
          <Button
            type="submit"
            color="red"
            loading={create.isPending}
            data-testid="restriction-submit"
          >
            {t('restrictions.set')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const bodyOf = (values: Values) => ({
  type: values.type as RestrictionType,
  // A day: through it, on Kazakhstan's calendar (the server reads it so).
  until: values.until,
  reason: values.reason,
});
