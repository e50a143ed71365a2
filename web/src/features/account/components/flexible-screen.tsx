import {
  Button,
  Grid,
  NumberInput,
  Paper,
  Slider,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Account } from '@bilim/contract/money';
import {
  FLEXIBLE_BOUNDS,
  flexibleChoiceSchema,
  flexiblePrice,
  type FlexibleChoice,
  type FlexibleUnitPrices,
  type Tariff,
} from '@bilim/contract/tariffs';
import { EmptyState, ErrorState, LoadingState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { fieldProps } from '@/lib/form';
import { useTariffs } from '../api/get-tariffs';
import { flexibleToSearch } from '../lib/flexible-search';
import { useMoneyFormat } from '../lib/use-money-format';

type Amount = keyof typeof FLEXIBLE_BOUNDS;
const AMOUNTS = Object.keys(FLEXIBLE_BOUNDS) as Amount[];
/** The unit price each amount is multiplied by. */
const UNIT: Record<Amount, keyof FlexibleUnitPrices> = {
  card_amt: 'card',
  event_amt: 'event',
  photo_amt: 'photo',
};

interface FlexibleValues extends Record<string, unknown> {
  card_amt: number | string;
  event_amt: number | string;
  photo_amt: number | string;
  score_sign: boolean;
}

const clamp = (value: number, key: Amount) =>
  Math.min(FLEXIBLE_BOUNDS[key].max, Math.max(FLEXIBLE_BOUNDS[key].min, value));

/** Where the choice starts: the account's Flexible amounts, else its present limits. */
function startingChoice(account: Account): FlexibleChoice {
  if (account.flexible) return account.flexible;
  return {
    card_amt: clamp(account.limits.cards, 'card_amt'),
    event_amt: clamp(account.limits.events, 'event_amt'),
    photo_amt: clamp(account.limits.card_photos, 'photo_amt'),
    score_sign: account.limits.statistics,
  };
}

/** The typed values as a choice, or null while one of them is not a valid amount. */
function toChoice(values: FlexibleValues): FlexibleChoice | null {
  const parsed = flexibleChoiceSchema.safeParse({
    card_amt: values.card_amt === '' ? Number.NaN : Number(values.card_amt),
    event_amt: values.event_amt === '' ? Number.NaN : Number(values.event_amt),
    photo_amt: values.photo_amt === '' ? Number.NaN : Number(values.photo_amt),
    score_sign: values.score_sign,
  });
  return parsed.success ? parsed.data : null;
}

function FlexibleForm({ account, tariff }: { account: Account; tariff: Tariff }) {
  const { t } = useTranslation(['account', 'common']);
  const format = useMoneyFormat();
  const navigate = useNavigate();
  const form = useForm<FlexibleValues>({
    mode: 'controlled',
    initialValues: startingChoice(account),
    validate: (values) =>
      schemaResolver(flexibleChoiceSchema, { sync: true })({
        ...values,
        card_amt: Number(values.card_amt),
        event_amt: Number(values.event_amt),
        photo_amt: Number(values.photo_amt),
      }),
  });
  const choice = toChoice(form.values);
  const prices = tariff.unit_prices;
  const price = choice && prices ? flexiblePrice(prices, choice) : null;

  const submit = form.onSubmit((values) => {
    const valid = toChoice(values);
    if (!valid) return;
    void navigate(`${paths.tariffChange.getHref(tariff.id)}?${flexibleToSearch(valid)}`);
  });

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Paper
          withBorder
          radius="md"
          p="lg"
          component="form"
          id="flexible-form"
          onSubmit={submit}
          noValidate
        >
          <Stack gap="lg">
            {AMOUNTS.map((key) => {
              const bounds = FLEXIBLE_BOUNDS[key];
              const value = Number(form.values[key]);
              return (
                <Stack key={key} gap={6}>
                  <NumberInput
                    label={t(`account:flex.${key}`)}
                    description={
                      prices
                        ? t('account:flex.unitPrice', {
                            price: format.money(prices[UNIT[key]], tariff.currency),
                          })
                        : undefined
                    }
                    min={bounds.min}
                    max={bounds.max}
                    allowDecimal={false}
                    allowNegative={false}
                    clampBehavior="strict"
                    w={{ base: '100%', xs: 260 }}
                    data-testid={`flex-${key}`}
                    {...fieldProps(form, key, t)}
                  />
                  <Slider
                    min={bounds.min}
                    max={bounds.max}
                    value={Number.isFinite(value) ? value : bounds.min}
                    onChange={(next) => form.setFieldValue(key, next)}
                    label={null}
                    // The name goes on the thumb, the element with role="slider" (Mantine leaves
                    // it aria-label=""); the same words as the field it mirrors, in every language.
                    thumbLabel={t(`account:flex.${key}`)}
                    marks={[
                      { value: bounds.min, label: String(bounds.min) },
                      { value: bounds.max, label: String(bounds.max) },
                    ]}
                    mb="md"
                  />
                </Stack>
              );
            })}
            <Switch
              label={t('account:flex.score_sign')}
              description={
                prices
                  ? t('account:flex.statisticsPrice', {
                      price: format.money(prices.statistics, tariff.currency),
                    })
                  : undefined
              }
              data-testid="flex-score_sign"
              {...fieldProps(form, 'score_sign', t, { type: 'checkbox' })}
            />
          </Stack>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Paper withBorder radius="md" p="lg">
          <Stack gap="sm">
            <Text c="dimmed" size="sm">
              {t('account:flex.price')}
            </Text>
            <Text fz={30} fw={800} lh={1.1} data-testid="flex-price" aria-live="polite">
              {price === null ? '—' : format.money(price, tariff.currency)}
            </Text>
            <Text size="sm" c="dimmed">
              {t('account:flex.priceNote')}
            </Text>
            <Button
              type="submit"
              form="flexible-form"
              disabled={choice === null}
              data-testid="flex-continue"
            >
              {t('account:flex.continue')}
            </Button>
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}

/**
 * /tariff/flex/create and /tariff/flex/setup: Flexible's amounts and statistics, the monthly price
 * computed live by the contract's `flexiblePrice` (the server charges by the same function);
 * continuing opens the same preview and confirmation as any tariff change.
 */
export function FlexibleScreen({ account }: { account: Account }) {
  const { t } = useTranslation('account');
  const tariffs = useTariffs();
  if (tariffs.isPending) return <LoadingState />;
  if (tariffs.isError) {
    return <ErrorState error={tariffs.error} onRetry={() => void tariffs.refetch()} />;
  }
  const flexible = tariffs.data.find((tariff) => tariff.kind === 'flexible');
  if (!flexible) return <EmptyState>{t('flex.unavailable')}</EmptyState>;
  return (
    <Stack gap="md">
      <Title order={2} fz="h4">
        {t('flex.intro')}
      </Title>
      <FlexibleForm account={account} tariff={flexible} />
    </Stack>
  );
}
