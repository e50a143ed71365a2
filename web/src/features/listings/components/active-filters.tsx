import { Button, CloseButton, Group, Pill } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Category, FilterAttribute, Tag } from '@bilim/contract/dictionaries';
import type { Language } from '@bilim/contract/constants';
import { currentLanguage } from '@/lib/i18n';
import { localized } from '@/lib/localized';
import { formatMoney } from '@/lib/money';
import { countActiveFilters, withFilters, type ListParams } from '../lib/list-params';
import { formatDate } from '@/lib/format';

interface Chip {
  key: string;
  label: string;
  remove: () => ListParams;
}

function findCategory(categories: Category[], slug: string): Category | undefined {
  for (const category of categories) {
    if (category.slug === slug) return category;
    const child = findCategory(category.children, slug);
    if (child) return child;
  }
  return undefined;
}

function chipsOf(
  params: ListParams,
  categories: Category[],
  attributes: FilterAttribute[],
  tags: readonly Tag[],
  language: Language,
  t: (key: string, options?: Record<string, string>) => string,
): Chip[] {
  const chips: Chip[] = [];
  for (const slug of params.category) {
    const category = findCategory(categories, slug);
    chips.push({
      key: `category-${slug}`,
      label: category ? localized(category.title, language) : slug,
      remove: () =>
        withFilters(params, { category: params.category.filter((item) => item !== slug) }),
    });
  }
  for (const [key, values] of Object.entries(params.attributes)) {
    const attribute = attributes.find((item) => item.key === key);
    for (const value of values) {
      const option = attribute?.values.find((item) => item.value === value);
      const title = attribute ? localized(attribute.title, language) : key;
      chips.push({
        key: `${key}-${value}`,
        label: `${title}: ${option ? localized(option.title, language) : value}`,
        remove: () =>
          withFilters(params, {
            attributes: { ...params.attributes, [key]: values.filter((item) => item !== value) },
          }),
      });
    }
  }
  for (const slug of params.tag) {
    const tag = tags.find((item) => item.slug === slug);
    chips.push({
      key: `tag-${slug}`,
      label: `#${tag ? localized(tag.title, language) : slug}`,
      remove: () => withFilters(params, { tag: params.tag.filter((item) => item !== slug) }),
    });
  }
  if (params.price_min !== null || params.price_max !== null) {
    const money = (minor: number) => formatMoney(minor, 'KZT', language);
    chips.push({
      key: 'price',
      label:
        params.price_min !== null && params.price_max !== null
          ? t('chips.priceRange', { min: money(params.price_min), max: money(params.price_max) })
          : params.price_min !== null
            ? t('chips.priceFrom', { min: money(params.price_min) })
            : t('chips.priceTo', { max: money(params.price_max ?? 0) }),
      remove: () => withFilters(params, { price_min: null, price_max: null }),
    });
  }
  if (params.date_from || params.date_to) {
    chips.push({
      key: 'dates',
      label: [params.date_from, params.date_to]
        .map((date) => (date ? formatDate(date, language) : '…'))
        .join(' — '),
      remove: () => withFilters(params, { date_from: null, date_to: null }),
    });
  }
  if (params.past) {
    chips.push({
      key: 'past',
      label: t('filters.past'),
      remove: () => withFilters(params, { past: false }),
    });
  }
  if (params.free) {
    chips.push({
      key: 'free',
      label: t('filters.free'),
      remove: () => withFilters(params, { free: false }),
    });
  }
  return chips;
}

/** Removable chips of the chosen filters, and "Clear all". */
export function ActiveFilters({
  params,
  onChange,
  categories,
  attributes,
  tags,
}: {
  params: ListParams;
  onChange: (params: ListParams) => void;
  categories: Category[];
  attributes: FilterAttribute[];
  /** The tags' titles (a chosen tag not among them shows as its slug). */
  tags: readonly Tag[];
}) {
  const { t, i18n } = useTranslation('catalog');
  if (countActiveFilters(params) === 0) return null;
  const chips = chipsOf(params, categories, attributes, tags, currentLanguage(i18n), t);
  return (
    <Group gap={6} data-testid="active-filters" aria-label={t('chips.label')} role="group">
      {chips.map((chip) => (
        <Pill key={chip.key} size="md" data-testid={`chip-${chip.key}`}>
          <Group gap={2} wrap="nowrap" component="span">
            {chip.label}
            <CloseButton
              size="xs"
              aria-label={t('chips.remove', { label: chip.label })}
              onClick={() => onChange(chip.remove())}
            />
          </Group>
        </Pill>
      ))}
      <Button
        variant="subtle"
        size="compact-sm"
        data-testid="clear-filters"
        onClick={() =>
          onChange(
            withFilters(params, {
              category: [],
              attributes: {},
              tag: [],
              price_min: null,
              price_max: null,
              date_from: null,
              date_to: null,
              past: false,
              free: false,
            }),
          )
        }
      >
        {t('chips.clearAll')}
      </Button>
    </Group>
  );
}
