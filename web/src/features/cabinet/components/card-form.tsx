import { MultiSelect, NumberInput, Select, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { cardInput, type CardDetail } from '@bilim/contract/cards';
import { TAGS_PER_CARD_MAX, type Catalog, type City, type Tag } from '@bilim/contract/dictionaries';
import { fieldProps } from '@/lib/form';
import { currentLanguage } from '@/lib/i18n';
import { localized } from '@/lib/localized';
import { FormFrame } from './form-frame';
import {
  CategoryPicker,
  ContactsSection,
  FormSection,
  LocationFields,
  TextsSection,
} from './form-sections';
import {
  cardBody,
  cardValuesFromRecord,
  emptyCardValues,
  type CardFormValues,
} from './form-values';
import { ListingPreview } from './listing-preview';
import { useListingForm } from './use-listing-form';

/** The attributes the provider chooses; `age` comes from the age range, on the server. */
const DERIVED_ATTRIBUTES = new Set(['age']);

/** The card's tags, searched by title in the reader's language (at most TAGS_PER_CARD_MAX). */
function TagsPicker({
  form,
  tags,
}: {
  form: UseFormReturnType<CardFormValues>;
  tags: readonly Tag[];
}) {
  const { t, i18n } = useTranslation(['cabinet', 'common']);
  const language = currentLanguage(i18n);
  const collator = new Intl.Collator(language === 'kz' ? 'kk' : language);
  const options = tags
    .map((tag) => ({ value: String(tag.id), label: localized(tag.title, language) }))
    .sort((a, b) => collator.compare(a.label, b.label));
  return (
    <MultiSelect
      label={t('cabinet:form.tags')}
      description={t('cabinet:form.tagsHint', { max: TAGS_PER_CARD_MAX })}
      placeholder={t('cabinet:form.tagsPlaceholder')}
      data={options}
      searchable
      clearable
      hidePickedOptions
      maxValues={TAGS_PER_CARD_MAX}
      nothingFoundMessage={t('cabinet:form.nothingFound')}
      comboboxProps={{ withinPortal: true }}
      {...fieldProps(form, 'tag_ids', t)}
      data-testid="card-tags-picker"
    />
  );
}

/**
 * The card form (create when no `card` is given, else edit) in the spec's sections, checked with
 * the contract's `cardInput`; a failed save keeps every value, and a draft survives a reload.
 */
export function CardForm({
  accountId,
  card,
  catalog,
  cities,
  tags,
  onSaved,
}: {
  accountId: number;
  card?: CardDetail;
  catalog: Catalog;
  cities: readonly City[];
  tags: readonly Tag[];
  onSaved: (card: CardDetail) => void;
}) {
  const { t, i18n } = useTranslation(['cabinet', 'common']);
  const language = currentLanguage(i18n);
  const { form, frame } = useListingForm({
    kind: 'cards',
    record: card,
    initial: card ? cardValuesFromRecord(card) : emptyCardValues(accountId),
    schema: cardInput,
    toBody: cardBody,
    onSaved,
  });
  const values = form.getValues();

  const attributes = catalog.attributes.filter(
    (attribute) => !DERIVED_ATTRIBUTES.has(attribute.key),
  );

  return (
    <FormFrame
      {...frame}
      preview={() => (
        <ListingPreview
          source={{ kind: 'cards', values: form.getValues() }}
          photos={card?.photos}
          catalog={catalog}
          cities={cities}
          currency={card?.currency}
        />
      )}
    >
      <TextsSection form={form} />
      <FormSection legend={t('cabinet:form.sections.basic')}>
        <CategoryPicker form={form} categories={catalog.categories} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="attributes">
          {attributes.map((attribute) => {
            const options = attribute.values.map((option) => ({
              value: option.value,
              label: localized(option.title, language),
            }));
            const chosen = values.attributes[attribute.key] ?? [];
            const label = localized(attribute.title, language);
            const set = (next: string[]) =>
              form.setFieldValue('attributes', {
                ...form.getValues().attributes,
                [attribute.key]: next,
              });
            return attribute.multiple ? (
              <MultiSelect
                key={attribute.key}
                label={label}
                placeholder={chosen.length ? undefined : t('cabinet:form.chooseMany')}
                data={options}
                value={chosen}
                onChange={set}
                clearable
                comboboxProps={{ withinPortal: true }}
                name={`attributes.${attribute.key}`}
                data-testid={`attribute-${attribute.key}`}
              />
            ) : (
              <Select
                key={attribute.key}
                label={label}
                placeholder={t('cabinet:form.chooseOne')}
                data={options}
                value={chosen[0] ?? null}
                onChange={(value) => set(value ? [value] : [])}
                clearable
                comboboxProps={{ withinPortal: true }}
                name={`attributes.${attribute.key}`}
                data-testid={`attribute-${attribute.key}`}
              />
            );
          })}
        </SimpleGrid>
        <TagsPicker form={form} tags={tags} />
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <NumberInput
            label={t('cabinet:form.ageFrom')}
            min={0}
            max={99}
            allowDecimal={false}
            allowNegative={false}
            {...fieldProps(form, 'age_from', t)}
          />
          <NumberInput
            label={t('cabinet:form.ageTo')}
            min={0}
            max={99}
            allowDecimal={false}
            allowNegative={false}
            {...fieldProps(form, 'age_to', t)}
          />
          <NumberInput
            label={t('cabinet:form.priceFrom')}
            min={0}
            decimalScale={2}
            allowNegative={false}
            thousandSeparator=" "
            rightSection="₸"
            {...fieldProps(form, 'price_from', t)}
          />
        </SimpleGrid>
      </FormSection>
      <FormSection legend={t('cabinet:form.sections.location')}>
        <LocationFields form={form} cities={cities} />
      </FormSection>
      <ContactsSection form={form} />
    </FormFrame>
  );
}
