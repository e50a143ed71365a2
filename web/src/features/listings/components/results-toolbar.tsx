import { Button, Group, Select, Text } from '@mantine/core';
import { IconList, IconMap } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ListingSort } from '@bilim/contract/constants';
import { effectiveSort, withFilters, type ListParams } from '../lib/list-params';

const DEFAULT = 'default';

/** The result count, the sort order and the list/map switch above a list. */
export function ResultsToolbar({
  kind,
  params,
  onChange,
  total,
}: {
  kind: 'cards' | 'events';
  params: ListParams;
  onChange: (params: ListParams) => void;
  total: number | undefined;
}) {
  const { t } = useTranslation('catalog');
  const sorts: ListingSort[] = [
    ...(params.text ? (['relevance'] as const) : []),
    ...(kind === 'cards' ? (['rating'] as const) : []),
    'newest',
    'price',
    'nearest',
  ];
  const options = [
    ...(kind === 'events' ? [{ value: DEFAULT, label: t('sort.upcoming') }] : []),
    ...sorts.map((sort) => ({ value: sort, label: t(`sort.${sort}`) })),
  ];
  const current = effectiveSort(params, kind) ?? DEFAULT;
  return (
    <Group justify="space-between" gap="sm" align="flex-end">
      <Text fw={600} data-testid="result-count" aria-live="polite">
        {total === undefined ? '\u00a0' : t('results.count', { count: total })}
      </Text>
      <Group gap="sm" align="flex-end" wrap="wrap" w={{ base: '100%', xs: 'auto' }}>
        <Select
          label={t('sort.label')}
          data-testid="sort-select"
          data={options}
          value={current}
          onChange={(value) =>
            value &&
            onChange(
              withFilters(params, { sort: value === DEFAULT ? null : (value as ListingSort) }),
            )
          }
          allowDeselect={false}
          w={{ base: '100%', xs: 230 }}
          comboboxProps={{ withinPortal: true }}
        />
        <Button.Group aria-label={t('view.label')}>
          <Button
            variant={params.view === 'list' ? 'filled' : 'default'}
            leftSection={<IconList size={16} aria-hidden />}
            aria-pressed={params.view === 'list'}
            data-testid="view-list"
            onClick={() => onChange({ ...params, view: 'list' })}
          >
            {t('view.list')}
          </Button>
          <Button
            variant={params.view === 'map' ? 'filled' : 'default'}
            leftSection={<IconMap size={16} aria-hidden />}
            aria-pressed={params.view === 'map'}
            data-testid="view-map"
            onClick={() => onChange({ ...params, view: 'map' })}
          >
            {t('view.map')}
          </Button>
        </Button.Group>
      </Group>
    </Group>
  );
}
