import { useState, type ReactNode } from 'react';
import {
  ActionIcon,
  Checkbox,
  Divider,
  Group,
  NumberInput,
  Radio,
  Select,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Category, City, FilterAttribute } from '@bilim/contract/dictionaries';
import type { Facets } from '@bilim/contract/listings';
import { currentLanguage } from '@/lib/i18n';
import { localized } from '@/lib/localized';
import { toggleValue, withFilters, type ListParams } from '../lib/list-params';
import { DateRangeFilter } from './date-range-filter';

/**
 * A value's count under the current selection, from `meta.facets`; null while the answer has
 * no counts for this key (then nothing is disabled).
 */
export function facetCount(facets: Facets | undefined, key: string, value: string): number | null {
  const counts = facets?.[key];
  if (!counts) return null;
  return counts[value] ?? 0;
}

function OptionLabel({ title, count }: { title: string; count: number | null }) {
  return (
    <Group gap={6} wrap="nowrap" component="span">
      <span>{title}</span>
      {count !== null && (
        <Text span size="xs" c="dimmed" data-testid="facet-count">
          {count}
        </Text>
      )}
    </Group>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={8} component="fieldset" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Text component="legend" fw={600} size="sm" mb={6}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}

interface PanelProps {
  params: ListParams;
  onChange: (params: ListParams) => void;
  facets: Facets | undefined;
  cities: City[];
  /** The city shown when the URL names none. */
  defaultCity: string | null;
  categories: Category[];
  /** false inside the phone's drawer, which has its own title. */
  withTitle?: boolean;
}

function CityFilter({ params, onChange, facets, cities, defaultCity }: PanelProps) {
  const { t, i18n } = useTranslation('catalog');
  const language = currentLanguage(i18n);
  return (
    <Select
      label={t('filters.city')}
      data-testid="filter-city"
      data={cities.map((city) => {
        const count = facetCount(facets, 'city', city.slug);
        const title = localized(city.title, language);
        return { value: city.slug, label: count === null ? title : `${title} (${count})` };
      })}
      value={params.city ?? defaultCity}
      onChange={(value) => value && onChange(withFilters(params, { city: value }))}
      searchable
      allowDeselect={false}
      nothingFoundMessage={t('filters.noCity')}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

function CategoryCheckbox({
  category,
  params,
  onChange,
  facets,
  nested = false,
}: { category: Category; nested?: boolean } & Pick<PanelProps, 'params' | 'onChange' | 'facets'>) {
  const { i18n } = useTranslation('catalog');
  const count = facetCount(facets, 'category', category.slug);
  const checked = params.category.includes(category.slug);
  return (
    <Checkbox
      ml={nested ? 'lg' : 0}
      data-testid={`filter-category-${category.slug}`}
      label={<OptionLabel title={localized(category.title, currentLanguage(i18n))} count={count} />}
      checked={checked}
      disabled={count === 0 && !checked}
      onChange={(event) =>
        onChange(
          withFilters(params, {
            category: toggleValue(params.category, category.slug, event.currentTarget.checked),
          }),
        )
      }
    />
  );
}

/** A top category and, unfolded on demand (or when one is chosen), its subcategories. */
function CategoryBranch(
  props: { category: Category } & Pick<PanelProps, 'params' | 'onChange' | 'facets'>,
) {
  const { t, i18n } = useTranslation('catalog');
  const { category, params } = props;
  const chosenInside = category.children.some((child) => params.category.includes(child.slug));
  const [opened, setOpened] = useState(chosenInside);
  const title = localized(category.title, currentLanguage(i18n));
  return (
    <Stack gap={8}>
      <Group justify="space-between" wrap="nowrap" gap={4}>
        <CategoryCheckbox {...props} />
        {category.children.length > 0 && (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            onClick={() => setOpened((value) => !value)}
            aria-expanded={opened || chosenInside}
            aria-label={t(opened || chosenInside ? 'filters.fold' : 'filters.unfold', { title })}
          >
            {opened || chosenInside ? (
              <IconChevronUp size={16} aria-hidden />
            ) : (
              <IconChevronDown size={16} aria-hidden />
            )}
          </ActionIcon>
        )}
      </Group>
      {(opened || chosenInside) &&
        category.children.map((child) => (
          <CategoryCheckbox key={child.id} {...props} category={child} nested />
        ))}
    </Stack>
  );
}

function CategoryFilter(props: PanelProps) {
  const { t } = useTranslation('catalog');
  if (props.categories.length === 0) return null;
  return (
    <Section title={t('filters.categories')}>
      {props.categories.map((category) => (
        <CategoryBranch
          key={category.id}
          category={category}
          params={props.params}
          onChange={props.onChange}
          facets={props.facets}
        />
      ))}
    </Section>
  );
}

/** One attribute of spec §3: checkboxes when several values may be chosen, radios when one. */
export function AttributeFilter({
  attribute,
  params,
  onChange,
  facets,
}: { attribute: FilterAttribute } & Pick<PanelProps, 'params' | 'onChange' | 'facets'>) {
  const { t, i18n } = useTranslation('catalog');
  const language = currentLanguage(i18n);
  const chosen = params.attributes[attribute.key] ?? [];
  const setValues = (values: string[]) =>
    onChange(
      withFilters(params, { attributes: { ...params.attributes, [attribute.key]: values } }),
    );
  const title = localized(attribute.title, language);

  if (attribute.multiple) {
    return (
      <Section title={title}>
        {attribute.values.map((option) => {
          const count = facetCount(facets, attribute.key, option.value);
          const checked = chosen.includes(option.value);
          return (
            <Checkbox
              key={option.value}
              data-testid={`filter-${attribute.key}-${option.value}`}
              label={<OptionLabel title={localized(option.title, language)} count={count} />}
              checked={checked}
              disabled={count === 0 && !checked}
              onChange={(event) =>
                setValues(toggleValue(chosen, option.value, event.currentTarget.checked))
              }
            />
          );
        })}
      </Section>
    );
  }

  return (
    <Radio.Group
      label={title}
      value={chosen[0] ?? ''}
      onChange={(value) => setValues(value ? [value] : [])}
      styles={{ label: { fontWeight: 600, marginBottom: 6 } }}
    >
      <Stack gap={8}>
        <Radio value="" label={t('filters.any')} data-testid={`filter-${attribute.key}-any`} />
        {attribute.values.map((option) => {
          const count = facetCount(facets, attribute.key, option.value);
          const checked = chosen[0] === option.value;
          return (
            <Radio
              key={option.value}
              value={option.value}
              data-testid={`filter-${attribute.key}-${option.value}`}
              label={<OptionLabel title={localized(option.title, language)} count={count} />}
              disabled={count === 0 && !checked}
            />
          );
        })}
      </Stack>
    </Radio.Group>
  );
}

const isInverted = (min: number | null, max: number | null) =>
  min !== null && max !== null && min > max;

/**
 * Price bounds in tenge (the URL and the API keep minor units); applied when a field is left.
 * Keyed by the bounds in the URL, so it starts afresh when they change elsewhere (chips, back).
 * "From" above "To" would find nothing: the fields say so and the search keeps its bounds.
 */
function PriceFilter({ params, onChange }: Pick<PanelProps, 'params' | 'onChange'>) {
  const { t } = useTranslation('catalog');
  const toTenge = (minor: number | null) => (minor === null ? '' : minor / 100);
  const [min, setMin] = useState<string | number>(toTenge(params.price_min));
  const [max, setMax] = useState<string | number>(toTenge(params.price_max));
  // A shared link may carry such bounds too.
  const [inverted, setInverted] = useState(isInverted(params.price_min, params.price_max));

  const toMinor = (value: string | number) =>
    value === '' || Number.isNaN(Number(value)) ? null : Math.round(Number(value) * 100);
  const apply = () => {
    const price_min = toMinor(min);
    const price_max = toMinor(max);
    if (isInverted(price_min, price_max)) {
      setInverted(true);
      return;
    }
    if (price_min !== params.price_min || price_max !== params.price_max) {
      onChange(withFilters(params, { price_min, price_max }));
    }
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Enter') apply();
  };
  return (
    <Section title={t('filters.price')}>
      <Group grow gap="xs" wrap="nowrap" align="flex-start">
        <NumberInput
          label={t('filters.priceMin')}
          data-testid="filter-price-min"
          min={0}
          step={1000}
          thousandSeparator=" "
          value={min}
          onChange={(value) => {
            setMin(value);
            setInverted(false);
          }}
          onBlur={apply}
          onKeyDown={onKeyDown}
          error={inverted}
          hideControls
        />
        <NumberInput
          label={t('filters.priceMax')}
          data-testid="filter-price-max"
          min={0}
          step={1000}
          thousandSeparator=" "
          value={max}
          onChange={(value) => {
            setMax(value);
            setInverted(false);
          }}
          onBlur={apply}
          onKeyDown={onKeyDown}
          error={inverted && t('filters.priceOrder')}
          hideControls
        />
      </Group>
    </Section>
  );
}

/** The catalog's filters: city, categories, price and every attribute of GET /api/catalog. */
export function CardFiltersPanel(props: PanelProps & { attributes: FilterAttribute[] }) {
  const { t } = useTranslation('catalog');
  const { attributes, ...panel } = props;
  return (
    <Stack gap="md" data-testid="filters-panel" component="section" aria-label={t('filters.title')}>
      {props.withTitle !== false && (
        <Title order={2} fz="h4">
          {t('filters.title')}
        </Title>
      )}
      <CityFilter {...panel} />
      <CategoryFilter {...panel} />
      <PriceFilter key={`${panel.params.price_min}-${panel.params.price_max}`} {...panel} />
      {attributes.map((attribute) => (
        <div key={attribute.key}>
          <Divider mb="md" />
          <AttributeFilter attribute={attribute} {...panel} />
        </div>
      ))}
    </Stack>
  );
}

/** The events' filters: city, dates, categories, past events and free ones. */
export function EventFiltersPanel(props: PanelProps) {
  const { t } = useTranslation('catalog');
  const { params, onChange } = props;
  return (
    <Stack gap="md" data-testid="filters-panel" component="section" aria-label={t('filters.title')}>
      {props.withTitle !== false && (
        <Title order={2} fz="h4">
          {t('filters.title')}
        </Title>
      )}
      <CityFilter {...props} />
      <DateRangeFilter params={params} onChange={onChange} />
      <Switch
        data-testid="filter-past"
        label={t('filters.past')}
        checked={params.past}
        onChange={(event) => onChange(withFilters(params, { past: event.currentTarget.checked }))}
      />
      <Switch
        data-testid="filter-free"
        label={t('filters.free')}
        checked={params.free}
        onChange={(event) => onChange(withFilters(params, { free: event.currentTarget.checked }))}
      />
      <CategoryFilter {...props} />
    </Stack>
  );
}
