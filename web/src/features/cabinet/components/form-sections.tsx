import type { ReactNode } from 'react';
import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  TreeSelect,
  type TreeNodeData,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Category, City } from '@bilim/contract/dictionaries';
import {
  CONTACT_TYPES,
  type ContactType,
  LONG_DESCRIPTION_MIN,
  SHORT_DESCRIPTION_MIN,
} from '@bilim/contract/listings';
import { fieldProps } from '@/lib/form';
import { currentLanguage } from '@/lib/i18n';
import { localized } from '@/lib/localized';
import { pathProps } from './form-errors';
import type { ListingFormValues } from './form-values';
import { LocationPicker, type LatLon } from '@/components/location-picker';

/** Examples of each contact type's value (the same in every language). */
const CONTACT_EXAMPLES: Record<ContactType, string> = {
  phone: '+7 700 000 00 00',
  email: 'name@example.kz',
  whatsapp: '+7 700 000 00 00',
  telegram: '@username',
  instagram: '@account',
  website: 'https://example.kz',
};

type Form<Values extends ListingFormValues> = UseFormReturnType<Values>;

/** One of the spec's form sections, as a labelled group. */
export function FormSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset legend={legend} radius="md" variant="filled">
      <Stack gap="md">{children}</Stack>
    </Fieldset>
  );
}

function Counter({ length, min, max }: { length: number; min: number; max: number }) {
  const { t } = useTranslation('cabinet');
  return (
    <Text size="xs" c={length < min ? 'red.9' : 'dimmed'} aria-live="polite">
      {t('form.counter', { count: length, max, min })}
    </Text>
  );
}

/** "Title and description": title, short description (≥ 20, counted), long description (≥ 50). */
export function TextsSection<Values extends ListingFormValues>({ form }: { form: Form<Values> }) {
  const { t } = useTranslation(['cabinet', 'common']);
  const values = form.getValues();
  return (
    <FormSection legend={t('cabinet:form.sections.texts')}>
      <TextInput
        label={t('cabinet:form.title')}
        required
        maxLength={150}
        {...fieldProps(form, 'title', t)}
      />
      <Stack gap={2}>
        <Textarea
          label={t('cabinet:form.shortDescription')}
          description={t('cabinet:form.minChars', { min: SHORT_DESCRIPTION_MIN })}
          required
          autosize
          minRows={2}
          maxLength={300}
          {...fieldProps(form, 'short_description', t)}
        />
        <Counter
          length={values.short_description.trim().length}
          min={SHORT_DESCRIPTION_MIN}
          max={300}
        />
      </Stack>
      <Stack gap={2}>
        <Textarea
          label={t('cabinet:form.longDescription')}
          description={t('cabinet:form.minChars', { min: LONG_DESCRIPTION_MIN })}
          required
          autosize
          minRows={5}
          maxLength={10_000}
          {...fieldProps(form, 'long_description', t)}
        />
        <Counter
          length={values.long_description.trim().length}
          min={LONG_DESCRIPTION_MIN}
          max={10_000}
        />
      </Stack>
    </FormSection>
  );
}

/** A tree multi-select of GET /api/catalog: a top category (all its children) or subcategories. */
export function CategoryPicker<Values extends ListingFormValues>({
  form,
  categories,
}: {
  form: Form<Values>;
  categories: readonly Category[];
}) {
  const { t, i18n } = useTranslation(['cabinet', 'common']);
  const language = currentLanguage(i18n);
  const toNode = (category: Category): TreeNodeData => ({
    value: String(category.id),
    label: localized(category.title, language),
    ...(category.children.length > 0 ? { children: category.children.map(toNode) } : {}),
  });
  const { value, onChange, error, onFocus, onBlur } = fieldProps(form, 'category_ids', t);
  return (
    <TreeSelect
      mode="checkbox"
      checkedStrategy="parent"
      label={t('cabinet:form.categories')}
      description={t('cabinet:form.categoriesHint')}
      placeholder={t('cabinet:form.categoriesPlaceholder')}
      data={categories.map(toNode)}
      value={value as string[]}
      onChange={onChange}
      onFocus={onFocus}
      onBlur={onBlur}
      error={error}
      required
      searchable
      clearable
      nothingFoundMessage={t('cabinet:form.nothingFound')}
      hiddenInputProps={{ name: 'category_ids' }}
      comboboxProps={{ withinPortal: true }}
      data-testid="category-picker"
    />
  );
}

/** Fallback centre when no city is chosen: Almaty. */
const DEFAULT_CENTER: [number, number] = [43.238949, 76.889709];

/** City, address and the place on the map (coordinates), as the record's location. */
export function LocationFields<Values extends ListingFormValues>({
  form,
  cities,
}: {
  form: Form<Values>;
  cities: readonly City[];
}) {
  const { t, i18n } = useTranslation(['cabinet', 'common']);
  const language = currentLanguage(i18n);
  const values = form.getValues();
  const city = cities.find((item) => String(item.id) === values.city_id);
  const center: [number, number] = city ? [city.latitude, city.longitude] : DEFAULT_CENTER;
  const point: LatLon | null =
    values.latitude !== '' && values.longitude !== ''
      ? { latitude: Number(values.latitude), longitude: Number(values.longitude) }
      : null;
  const setPoint = ({ latitude, longitude }: LatLon) => {
    const base = form as unknown as Form<ListingFormValues>;
    base.setFieldValue('latitude', latitude);
    base.setFieldValue('longitude', longitude);
  };
  const cityProps = fieldProps(form, 'city_id', t);
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('cabinet:form.city')}
          data={cities.map((item) => ({
            value: String(item.id),
            label: localized(item.title, language),
          }))}
          searchable
          required
          nothingFoundMessage={t('cabinet:form.nothingFound')}
          comboboxProps={{ withinPortal: true }}
          data-testid="city-input"
          {...cityProps}
          onChange={(value) => {
            cityProps.onChange(value);
            const chosen = cities.find((item) => String(item.id) === value);
            // Another city: the place starts at its centre; the marker then refines it.
            if (chosen && value !== values.city_id) {
              setPoint({ latitude: chosen.latitude, longitude: chosen.longitude });
            }
          }}
        />
        <TextInput
          label={t('cabinet:form.address')}
          required
          maxLength={300}
          autoComplete="street-address"
          {...fieldProps(form, 'address', t)}
        />
      </SimpleGrid>
      <LocationPicker
        center={center}
        point={point}
        onPick={setPoint}
        texts={{
          label: t('cabinet:form.mapLabel'),
          hint: t('cabinet:form.mapHint'),
          unavailable: t('cabinet:form.mapUnavailable'),
        }}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <NumberInput
          label={t('cabinet:form.latitude')}
          required
          min={-90}
          max={90}
          decimalScale={6}
          step={0.0001}
          {...fieldProps(form, 'latitude', t)}
        />
        <NumberInput
          label={t('cabinet:form.longitude')}
          required
          min={-180}
          max={180}
          decimalScale={6}
          step={0.0001}
          {...fieldProps(form, 'longitude', t)}
        />
      </SimpleGrid>
    </>
  );
}

/** "Owner information": the link and a repeatable list of contacts (type and value). */
export function ContactsSection<Values extends ListingFormValues>({
  form,
  children,
}: {
  form: Form<Values>;
  children?: ReactNode;
}) {
  const { t } = useTranslation(['cabinet', 'common']);
  const contacts = form.getValues().contacts;
  const typeOptions = CONTACT_TYPES.map((type) => ({
    value: type,
    label: t(`cabinet:contactTypes.${type}`),
  }));
  return (
    <FormSection legend={t('cabinet:form.sections.owner')}>
      {children}
      <TextInput
        label={t('cabinet:form.link')}
        placeholder="https://"
        type="url"
        maxLength={500}
        {...fieldProps(form, 'link', t)}
      />
      <Stack gap="xs" data-testid="contacts">
        <Text fw={500} size="sm">
          {t('cabinet:form.contacts')}
        </Text>
        {contacts.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('cabinet:form.noContacts')}
          </Text>
        )}
        {contacts.map((contact, index) => (
          <Group key={index} align="flex-start" gap="xs" wrap="nowrap" data-testid="contact-row">
            <Select
              aria-label={t('cabinet:form.contactType', { n: index + 1 })}
              data={typeOptions}
              allowDeselect={false}
              w={{ base: 130, sm: 170 }}
              comboboxProps={{ withinPortal: true }}
              {...pathProps(form, `contacts.${index}.type`, t)}
            />
            <TextInput
              aria-label={t('cabinet:form.contactValue', { n: index + 1 })}
              placeholder={CONTACT_EXAMPLES[contact.type]}
              style={{ flex: 1, minWidth: 0 }}
              {...pathProps(form, `contacts.${index}.value`, t)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              onClick={() => form.removeListItem('contacts', index)}
              aria-label={t('cabinet:form.removeContact', { n: index + 1 })}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() =>
              (form as unknown as Form<ListingFormValues>).insertListItem('contacts', {
                type: 'phone',
                value: '',
              })
            }
            disabled={contacts.length >= 12}
            data-testid="add-contact"
          >
            {t('cabinet:form.addContact')}
          </Button>
        </Group>
      </Stack>
    </FormSection>
  );
}
