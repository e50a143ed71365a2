import { Button, Group, Pagination, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconArchive, IconList, IconPlus, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CabinetAccount } from '@bilim/contract/cabinet';
import type { ListingState } from '@bilim/contract/listings';
import { EmptyState, ErrorState, LoadingState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { useCabinetListings } from '../api/get-listings';
import type { ListingKind } from '../api/listing-kinds';
import { useConfirmedAction } from './listing-actions';
import { ListingRow } from './listing-row';
import { PublishRestrictedNotice } from './publish-restricted-notice';

const ACTIVE_STATES = ['new', 'published', 'unpublished'] as const satisfies ListingState[];
type Filter = 'all' | (typeof ACTIVE_STATES)[number];

export const createHref = (kind: ListingKind) =>
  kind === 'cards' ? paths.cabinetCardCreate.getHref() : paths.cabinetEventCreate.getHref();
const archiveHref = (kind: ListingKind) =>
  kind === 'cards' ? paths.cabinetCardsArchive.getHref() : paths.cabinetEventsArchive.getHref();
const listHref = (kind: ListingKind) =>
  kind === 'cards' ? paths.cabinetCards.getHref() : paths.cabinetEvents.getHref();

const isFilter = (value: string | null): value is Filter =>
  value === 'all' || (ACTIVE_STATES as readonly string[]).includes(value ?? '');

/** The link buttons above a list: create, and the archive (or back from it). */
export function ListingsToolbar({ kind, archive }: { kind: ListingKind; archive: boolean }) {
  const { t } = useTranslation('cabinet');
  return (
    <Group gap="sm" wrap="wrap">
      <Button
        component={Link}
        to={createHref(kind)}
        leftSection={<IconPlus size={16} aria-hidden />}
        data-testid={kind === 'cards' ? 'cabinet-create-card' : 'cabinet-create-event'}
      >
        {t(`kinds.${kind}.create`)}
      </Button>
      {archive ? (
        <Button
          component={Link}
          to={listHref(kind)}
          variant="default"
          leftSection={<IconList size={16} aria-hidden />}
        >
          {t(`kinds.${kind}.backToList`)}
        </Button>
      ) : (
        <Button
          component={Link}
          to={archiveHref(kind)}
          variant="default"
          leftSection={<IconArchive size={16} aria-hidden />}
          data-testid={`cabinet-${kind}-archive`}
        >
          {t(`kinds.${kind}.archive`)}
        </Button>
      )}
    </Group>
  );
}

/**
 * A cabinet list of one account's cards or events: by state (or the archive), searched by
 * title, a page at a time; the filter lives in the address so a reload keeps it.
 */
export function ListingsScreen({
  kind,
  archive,
  account,
}: {
  kind: ListingKind;
  archive: boolean;
  account: CabinetAccount;
}) {
  const { t } = useTranslation(['cabinet', 'common']);
  const [params, setParams] = useSearchParams();
  const isPhone = useMediaQuery('(max-width: 36em)') ?? false;
  const filterParam = params.get('state');
  const filter: Filter = isFilter(filterParam) ? filterParam : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(params.get('text') ?? '');
  const [debouncedText] = useDebouncedValue(text.trim(), 350);

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  useEffect(() => {
    if ((params.get('text') ?? '') !== debouncedText) update({ text: debouncedText, page: null });
    // Only a settled search text changes the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedText]);

  const states: ListingState[] = archive
    ? ['archived']
    : filter === 'all'
      ? [...ACTIVE_STATES]
      : [filter];
  const query = useCabinetListings(kind, {
    accountId: account.id,
    states,
    text: params.get('text') ?? undefined,
    page,
  });
  const { run, modal } = useConfirmedAction(kind);

  const searching = Boolean(params.get('text')) || filter !== 'all';
  const list = query.data;

  return (
    <Stack gap="md">
      <PublishRestrictedNotice />
      <ListingsToolbar kind={kind} archive={archive} />
      <Group gap="sm" wrap="wrap" align="flex-end">
        {!archive && (
          <SegmentedControl
            aria-label={t('cabinet:list.filter')}
            value={filter}
            onChange={(value) => update({ state: value === 'all' ? null : value, page: null })}
            data={[
              { value: 'all', label: t('cabinet:list.all') },
              ...ACTIVE_STATES.map((state) => ({
                value: state,
                label: t(`cabinet:list.filters.${state}`),
              })),
            ]}
            data-testid="state-filter"
            orientation={isPhone ? 'vertical' : 'horizontal'}
            fullWidth={isPhone}
          />
        )}
        <TextInput
          label={t('cabinet:list.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          type="search"
          w={{ base: '100%', sm: 280 }}
          data-testid="listing-search"
        />
      </Group>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : list && list.data.length === 0 ? (
        <EmptyState>
          {searching
            ? t('cabinet:list.nothingFound')
            : t(archive ? `cabinet:kinds.${kind}.emptyArchive` : `cabinet:kinds.${kind}.empty`)}
        </EmptyState>
      ) : (
        list && (
          <Stack gap="sm" data-testid="listing-list" aria-busy={query.isFetching}>
            <Text size="sm" c="dimmed">
              {t('cabinet:list.total', { count: list.meta.total })}
            </Text>
            {list.data.map((record) => (
              <ListingRow key={record.id} kind={kind} record={record} run={run} />
            ))}
            {list.meta.last_page > 1 && (
              <Pagination
                total={list.meta.last_page}
                value={list.meta.current_page}
                onChange={(next) => update({ page: next === 1 ? null : String(next) })}
                mt="sm"
              />
            )}
          </Stack>
        )
      )}
      {modal}
    </Stack>
  );
}
