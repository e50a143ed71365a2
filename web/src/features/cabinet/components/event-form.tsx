import { NumberInput, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useTranslation } from 'react-i18next';
import type { Catalog, City } from '@bilim/contract/dictionaries';
import { eventInput, type EventDetail } from '@bilim/contract/events';
import { DateField } from '@/components/localized-dates';
import { fieldProps } from '@/lib/form';
import { FormFrame } from './form-frame';
import {
  CategoryPicker,
  ContactsSection,
  FormSection,
  LocationFields,
  TextsSection,
} from './form-sections';
import { emptyEventValues, eventBody, eventValuesFromRecord } from './form-values';
import { ListingPreview } from './listing-preview';
import { useListingForm } from './use-listing-form';

dayjs.extend(customParseFormat);

const DATE_FORMAT = 'DD.MM.YYYY';

/** Typed dates: DD.MM.YYYY (as shown) or YYYY-MM-DD. */
function parseDate(input: string): string | null {
  const parsed = dayjs(input.trim(), [DATE_FORMAT, 'YYYY-MM-DD', 'D.M.YYYY'], true);
  return parsed.isValid() ? parsed.format('YYYY-MM-DD') : null;
}

/**
 * The event form (create when no `event` is given, else edit): the card's sections plus the
 * organiser, price or free, and start/finish dates and times (start not after finish).
 */
export function EventForm({
  accountId,
  event,
  catalog,
  cities,
  onSaved,
}: {
  accountId: number;
  event?: EventDetail;
  catalog: Catalog;
  cities: readonly City[];
  onSaved: (event: EventDetail) => void;
}) {
  const { t } = useTranslation(['cabinet', 'common']);
  const { form, frame } = useListingForm({
    kind: 'events',
    record: event,
    initial: event ? eventValuesFromRecord(event) : emptyEventValues(accountId),
    schema: eventInput,
    toBody: eventBody,
    onSaved,
  });
  const values = form.getValues();

  return (
    <FormFrame
      {...frame}
      preview={() => (
        <ListingPreview
          source={{ kind: 'events', values: form.getValues() }}
          photos={event?.photos}
          catalog={catalog}
          cities={cities}
          currency={event?.currency}
        />
      )}
    >
      <TextsSection form={form} />
      <FormSection legend={t('cabinet:form.sections.basic')}>
        <CategoryPicker form={form} categories={catalog.categories} />
        <TextInput
          label={t('cabinet:form.ownerName')}
          required
          maxLength={150}
          {...fieldProps(form, 'owner_name', t)}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Switch
            label={t('cabinet:form.isFree')}
            mt={{ base: 0, xs: 30 }}
            {...fieldProps(form, 'is_free', t, { type: 'checkbox' })}
          />
          <NumberInput
            label={t('cabinet:form.price')}
            min={0}
            decimalScale={2}
            allowNegative={false}
            thousandSeparator=" "
            rightSection="₸"
            disabled={values.is_free}
            required={!values.is_free}
            {...fieldProps(form, 'price', t)}
          />
        </SimpleGrid>
      </FormSection>
      <FormSection legend={t('cabinet:form.sections.locationTime')}>
        <LocationFields form={form} cities={cities} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <DateField
            label={t('cabinet:form.startDate')}
            valueFormat={DATE_FORMAT}
            dateParser={parseDate}
            placeholder={t('cabinet:form.datePlaceholder')}
            required
            {...fieldProps(form, 'start_date', t)}
          />
          <TimeInput
            label={t('cabinet:form.startTime')}
            required
            {...fieldProps(form, 'start_time', t)}
          />
          <DateField
            label={t('cabinet:form.finishDate')}
            valueFormat={DATE_FORMAT}
            dateParser={parseDate}
            placeholder={t('cabinet:form.datePlaceholder')}
            required
            {...fieldProps(form, 'finish_date', t)}
          />
          <TimeInput
            label={t('cabinet:form.finishTime')}
            required
            {...fieldProps(form, 'finish_time', t)}
          />
        </SimpleGrid>
      </FormSection>
      <ContactsSection form={form} />
    </FormFrame>
  );
}
