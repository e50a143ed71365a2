import { useState } from 'react';
import { Button, Group, NumberInput, SimpleGrid, Skeleton, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { cityBody, type AdminCity, type CityBody } from '@bilim/contract/admin';
import { FormPage } from '@/components/form-page';
import { LocalizedTitleInputs } from '@/components/localized-title-inputs';
import { LocationPicker } from '@/components/location-picker';
import { ErrorState } from '@/components/query-state';
import { adminPaths } from '@/config/admin-paths';
import { applyServerError, fieldProps } from '@/lib/form';
import { notifySuccess } from '@/lib/notify';
import { useAdminCity, useSaveCity } from '../api/dictionaries';

/** Numbers as typed, '' while empty. */
type Values = {
  slug: string;
  title_en: string;
  title_ru: string;
  title_kz: string;
  latitude: number | string;
  longitude: number | string;
  population: number | string;
};

const EMPTY: Values = {
  slug: '',
  title_en: '',
  title_ru: '',
  title_kz: '',
  latitude: '',
  longitude: '',
  population: 0,
};

/** Where the map starts for a new city: the middle of Kazakhstan. */
const KAZAKHSTAN: [number, number] = [48.0196, 66.9237];

const valuesOf = (city: AdminCity): Values => ({
  slug: city.slug,
  title_en: city.title.en,
  title_ru: city.title.ru,
  title_kz: city.title.kz,
  latitude: city.latitude,
  longitude: city.longitude,
  population: city.population,
});

const numberOf = (value: number | string): unknown => (value === '' ? undefined : Number(value));

/** The request body the form's values make (the schema checks it, here and on the server). */
const bodyOf = (values: Values) =>
  ({
    ...values,
    latitude: numberOf(values.latitude),
    longitude: numberOf(values.longitude),
    population: numberOf(values.population),
  }) as CityBody;

/** /admin/cities/create and /admin/cities/edit/{id}: a city's names, centre and population. */
export function CityForm({ cityId }: { cityId: number | null }) {
  const city = useAdminCity(cityId);
  if (cityId === null) return <CityFormBody city={null} />;
  if (city.isPending) return <Skeleton height={640} />;
  if (city.isError) return <ErrorState error={city.error} onRetry={() => void city.refetch()} />;
  return <CityFormBody city={city.data} />;
}

function CityFormBody({ city }: { city: AdminCity | null }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const save = useSaveCity(city?.id ?? null);
  const [formError, setFormError] = useState<string | null>(null);
  const resolve = schemaResolver(cityBody, { sync: true });
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: city ? valuesOf(city) : EMPTY,
    validate: (values) => resolve(bodyOf(values)),
  });
  const { latitude, longitude } = form.values;
  const point =
    latitude !== '' && longitude !== ''
      ? { latitude: Number(latitude), longitude: Number(longitude) }
      : null;

  const submit = form.onSubmit((values) => {
    setFormError(null);
    save.mutate(bodyOf(values), {
      onSuccess: (saved) => {
        notifySuccess(t(city ? 'cities.saved' : 'cities.created'));
        void navigate(adminPaths.cityShow.getHref(saved.id));
      },
      onError: (error) => setFormError(applyServerError(form, error, t)),
    });
  });

  return (
    <FormPage
      title={city ? t('cities.editTitle') : t('cities.createTitle')}
      back={{ to: adminPaths.cities.getHref(), label: t('cities.back') }}
      onSubmit={submit}
      error={formError}
      testId="city-form"
    >
      <TextInput
        label={t('cities.slug')}
        description={t('cities.slugHint')}
        required
        maxLength={64}
        maw={320}
        {...fieldProps(form, 'slug', t)}
        data-testid="city-slug"
      />
      <LocalizedTitleInputs
        form={form}
        label={(language) => t(`cities.titleIn.${language}`)}
        t={t}
        testId="city-title"
      />
      <LocationPicker
        center={KAZAKHSTAN}
        point={point}
        zoom={11}
        onPick={(picked) => form.setValues(picked)}
        texts={{
          label: t('cities.mapLabel'),
          hint: t('cities.mapHint'),
          unavailable: t('cities.mapUnavailable'),
        }}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <NumberInput
          label={t('cities.latitude')}
          description={t('cities.latitudeHint')}
          required
          decimalScale={7}
          {...fieldProps(form, 'latitude', t)}
          data-testid="city-latitude"
        />
        <NumberInput
          label={t('cities.longitude')}
          description={t('cities.longitudeHint')}
          required
          decimalScale={7}
          {...fieldProps(form, 'longitude', t)}
          data-testid="city-longitude"
        />
        <NumberInput
          label={t('cities.population')}
          description={t('cities.populationHint')}
          allowDecimal={false}
          thousandSeparator=" "
          {...fieldProps(form, 'population', t)}
          data-testid="city-population"
        />
      </SimpleGrid>
      <Group gap="xs">
        <Button type="submit" loading={save.isPending} data-testid="city-save">
          {city ? t('cities.save') : t('cities.create')}
        </Button>
        <Button component={Link} to={adminPaths.cities.getHref()} variant="default">
          {t('common:actions.cancel')}
        </Button>
      </Group>
    </FormPage>
  );
}
