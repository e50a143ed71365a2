import { useState } from 'react';
import {
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  ADMIN_TARIFF_KINDS,
  FLEXIBLE_UNITS,
  TARIFF_LIMITS,
  tariffCreateBody,
  tariffUpdateBody,
  type AdminTariff,
  type TariffCreateBody,
} from '@bilim/contract/admin';
import { ErrorState } from '@/components/query-state';
import { FormPage } from '@/components/form-page';
import { LocalizedTitleInputs } from '@/components/localized-title-inputs';
import { MoneyInput } from '@/components/money-input';
import { adminPaths } from '@/config/admin-paths';
import { applyServerError, fieldProps } from '@/lib/form';
import { minorUnitsOf } from '@/lib/money';
import { notifySuccess } from '@/lib/notify';
import { useAdminTariff, useSaveTariff } from '../api/tariffs';

/** Money is typed in tenge (the body carries tiyn); numbers as typed, '' while empty. */
type Amount = number | string;
type Values = {
  slug: string;
  kind: (typeof ADMIN_TARIFF_KINDS)[number];
  title_en: string;
  title_ru: string;
  title_kz: string;
  price: Amount;
  cards_limit: Amount;
  events_limit: Amount;
  card_photos_limit: Amount;
  event_photos_limit: Amount;
  statistics: boolean;
  active: boolean;
  unit_prices: Record<(typeof FLEXIBLE_UNITS)[number], Amount>;
};

const EMPTY: Values = {
  slug: '',
  kind: 'fixed',
  title_en: '',
  title_ru: '',
  title_kz: '',
  price: '',
  cards_limit: 0,
  events_limit: 0,
  card_photos_limit: 0,
  event_photos_limit: 0,
  statistics: false,
  active: true,
  unit_prices: { card: '', event: '', photo: '', statistics: '' },
};

const tenge = (minor: number) => minor / 100;

const valuesOf = (tariff: AdminTariff): Values => ({
  slug: tariff.slug,
  kind: tariff.kind === 'flexible' ? 'flexible' : 'fixed',
  title_en: tariff.title.en,
  title_ru: tariff.title.ru,
  title_kz: tariff.title.kz,
  price: tenge(tariff.price),
  cards_limit: tariff.cards_limit,
  events_limit: tariff.events_limit,
  card_photos_limit: tariff.card_photos_limit,
  event_photos_limit: tariff.event_photos_limit,
  statistics: tariff.statistics,
  active: tariff.active,
  unit_prices: tariff.unit_prices
    ? {
        card: tenge(tariff.unit_prices.card),
        event: tenge(tariff.unit_prices.event),
        photo: tenge(tariff.unit_prices.photo),
        statistics: tenge(tariff.unit_prices.statistics),
      }
    : EMPTY.unit_prices,
});

const count = (value: Amount): unknown => (value === '' ? undefined : Number(value));

/** The request body the form's values make (the schema checks it, here and on the server). */
function bodyOf(values: Values, kind: Values['kind'] | 'free'): TariffCreateBody {
  const body = {
    slug: values.slug,
    kind: values.kind,
    title_en: values.title_en,
    title_ru: values.title_ru,
    title_kz: values.title_kz,
    price: kind === 'fixed' ? minorUnitsOf(values.price) : 0,
    cards_limit: count(values.cards_limit),
    events_limit: count(values.events_limit),
    card_photos_limit: count(values.card_photos_limit),
    event_photos_limit: count(values.event_photos_limit),
    statistics: values.statistics,
    active: values.active,
    unit_prices:
      kind === 'flexible'
        ? Object.fromEntries(
            FLEXIBLE_UNITS.map((unit) => [unit, minorUnitsOf(values.unit_prices[unit])]),
          )
        : null,
  };
  return body as TariffCreateBody;
}

/** /admin/tariffs/create and /admin/tariffs/edit/{id}: a tariff's names, price, limits and state. */
export function TariffForm({ tariffId }: { tariffId: number | null }) {
  const tariff = useAdminTariff(tariffId);
  if (tariffId === null) return <TariffFormBody tariff={null} />;
  if (tariff.isPending) return <Skeleton height={520} />;
  if (tariff.isError) {
    return <ErrorState error={tariff.error} onRetry={() => void tariff.refetch()} />;
  }
  return <TariffFormBody tariff={tariff.data} />;
}

function TariffFormBody({ tariff }: { tariff: AdminTariff | null }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const save = useSaveTariff(tariff?.id ?? null);
  const [formError, setFormError] = useState<string | null>(null);
  const schema = tariff ? tariffUpdateBody : tariffCreateBody;
  const resolve = schemaResolver(schema, { sync: true });
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: tariff ? valuesOf(tariff) : EMPTY,
    validate: (values) => resolve(bodyOf(values, tariff?.kind ?? values.kind)),
  });
  const kind = tariff?.kind ?? form.values.kind;

  const submit = form.onSubmit((values) => {
    setFormError(null);
    const body = bodyOf(values, kind);
    const payload = tariff ? tariffUpdateBody.parse(body) : body;
    save.mutate(payload, {
      onSuccess: (saved) => {
        notifySuccess(t(tariff ? 'tariffs.saved' : 'tariffs.created'));
        void navigate(adminPaths.tariffShow.getHref(saved.id));
      },
      onError: (error) => setFormError(applyServerError(form, error, t)),
    });
  });

  const moneyInput = (path: string, label: string, testId: string) => (
    <MoneyInput
      label={label}
      min={0}
      currency={tariff?.currency}
      {...fieldProps(form, path as keyof Values & string, t)}
      data-testid={testId}
    />
  );

  return (
    <FormPage
      title={tariff ? t('tariffs.editTitle') : t('tariffs.createTitle')}
      back={{ to: adminPaths.tariffs.getHref(), label: t('tariffs.back') }}
      onSubmit={submit}
      error={formError}
      testId="tariff-form"
    >
      {tariff ? (
        <Text c="dimmed" size="sm">
          {t('tariffs.fixedParts', { slug: tariff.slug, kind: t(`tariffs.kinds.${kind}`) })}
        </Text>
      ) : (
        <Group align="flex-end" gap="md" wrap="wrap">
          <TextInput
            label={t('tariffs.slug')}
            description={t('tariffs.slugHint')}
            required
            maxLength={64}
            w={280}
            {...fieldProps(form, 'slug', t)}
            data-testid="tariff-slug"
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="tariff-kind-label">
              {t('tariffs.kind')}
            </Text>
            <SegmentedControl
              aria-labelledby="tariff-kind-label"
              data={ADMIN_TARIFF_KINDS.map((value) => ({
                value,
                label: t(`tariffs.kinds.${value}`),
              }))}
              {...form.getInputProps('kind')}
              data-testid="tariff-kind"
            />
          </Stack>
        </Group>
      )}
      <LocalizedTitleInputs
        form={form}
        label={(language) => t(`tariffs.titleIn.${language}`)}
        t={t}
        testId="tariff-title"
      />
      {kind === 'fixed' && moneyInput('price', t('tariffs.monthlyPrice'), 'tariff-price')}
      {kind === 'flexible' && (
        <Stack gap="xs">
          <Title order={2} fz="h4">
            {t('tariffs.unitPrices')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('tariffs.unitPricesHint')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="sm">
            {FLEXIBLE_UNITS.map((unit) =>
              moneyInput(`unit_prices.${unit}`, t(`tariffs.units.${unit}`), `tariff-unit-${unit}`),
            )}
          </SimpleGrid>
        </Stack>
      )}
      <Stack gap="xs">
        <Title order={2} fz="h4">
          {t('tariffs.limits')}
        </Title>
        <Text size="sm" c="dimmed">
          {kind === 'flexible' ? t('tariffs.limitsFlexibleHint') : t('tariffs.limitsHint')}
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {TARIFF_LIMITS.map((limit) => (
            <NumberInput
              key={limit}
              label={t(`tariffs.limitFields.${limit}`)}
              // Not clamped: a negative limit is said (spec §5), not silently made 0.
              allowDecimal={false}
              {...fieldProps(form, limit, t)}
              data-testid={`tariff-${limit}`}
            />
          ))}
        </SimpleGrid>
      </Stack>
      <Switch
        label={t('tariffs.statistics')}
        description={t('tariffs.statisticsHint')}
        {...form.getInputProps('statistics', { type: 'checkbox' })}
      />
      <Switch
        label={t('tariffs.activeField')}
        description={
          tariff?.is_default ? t('tariffs.cannotDeactivateDefault') : t('tariffs.activeHint')
        }
        disabled={tariff?.is_default}
        {...form.getInputProps('active', { type: 'checkbox' })}
      />
      <Group gap="xs">
        <Button type="submit" loading={save.isPending} data-testid="tariff-save">
          {tariff ? t('tariffs.save') : t('tariffs.create')}
        </Button>
        <Button component={Link} to={adminPaths.tariffs.getHref()} variant="default">
          {t('staff:actions.cancel')}
        </Button>
      </Group>
    </FormPage>
  );
}
