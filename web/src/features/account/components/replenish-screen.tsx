import { useState } from 'react';
import { Alert, Button, Chip, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCreditCard } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TOP_UP_PRESETS, type Account } from '@bilim/contract/money';
import { TOP_UP_AMOUNT_PARAM } from '@/components/short-of-funds-alert';
import { isApiError, translateError, translateFieldMessage } from '@/lib/api-client';
import { toMinorUnits } from '@/lib/money';
import { usePay } from '../api/pay';
import { useMoneyFormat } from '../lib/use-money-format';
import { PaymentOutcome } from './payment-outcome';

/** Leaves the app for the provider's checkout page (a full page load, not a route). */
const goToCheckout = (url: string) => window.location.assign(url);

/** The amount field's error, or null: a number with at most two decimals, within the bounds. */
export function topUpError(
  value: number | string,
  bounds: Account['top_up'],
): { key: 'notANumber' } | { key: 'range' } | null {
  const amount = toMinorUnits(value);
  if (amount === null || amount === 0) return { key: 'notANumber' };
  if (amount < bounds.min || amount > bounds.max) return { key: 'range' };
  return null;
}

/**
 * The amount the form starts with, in minor units: `?amount=` (what a refused payment lacked,
 * in minor units like every amount the app passes) kept within the bounds, else the fallback.
 */
export function initialTopUp(
  requested: string | null,
  bounds: Account['top_up'],
  fallback: number,
): number {
  const amount = Number(requested);
  if (!requested || !Number.isInteger(amount) || amount <= 0) return fallback;
  return Math.min(Math.max(amount, bounds.min), bounds.max);
}

/**
 * /replenish: a preset or a typed amount in tenge (the shortfall of a refused payment when
 * linked with ?amount=), sent to POST /api/account/pay; the browser goes
 * on to the provider's checkout. Coming back with ?payment=<id> shows that payment's outcome.
 */
export function ReplenishScreen({
  account,
  onCheckout = goToCheckout,
}: {
  account: Account;
  onCheckout?: (url: string) => void;
}) {
  const { t } = useTranslation(['account', 'common']);
  const format = useMoneyFormat();
  const [search, setSearch] = useSearchParams();
  const paymentId = Number(search.get('payment'));
  const pay = usePay();
  const [formError, setFormError] = useState<string | null>(null);
  const presets = TOP_UP_PRESETS.filter(
    (amount) => amount >= account.top_up.min && amount <= account.top_up.max,
  );
  const rangeText = t('account:replenish.range', {
    min: format.money(account.top_up.min, account.currency),
    max: format.money(account.top_up.max, account.currency),
  });
  const form = useForm<{ amount: number | string }>({
    mode: 'controlled',
    initialValues: {
      amount:
        initialTopUp(
          search.get(TOP_UP_AMOUNT_PARAM),
          account.top_up,
          presets[0] ?? account.top_up.min,
        ) / 100,
    },
    validate: {
      amount: (value) => {
        const error = topUpError(value, account.top_up);
        if (!error) return null;
        return error.key === 'range' ? rangeText : t('common:fields.NOT_A_NUMBER');
      },
    },
  });

  if (Number.isInteger(paymentId) && paymentId > 0) {
    return (
      <Stack gap="md" maw={640}>
        <PaymentOutcome paymentId={paymentId} onAgain={() => setSearch({})} />
      </Stack>
    );
  }

  const submit = form.onSubmit((values) => {
    setFormError(null);
    const amount = toMinorUnits(values.amount);
    if (amount === null) return;
    pay.mutate(
      { accountId: account.id, amount },
      {
        onSuccess: ({ checkout_url }) => onCheckout(checkout_url),
        onError: (error) => {
          const fieldMessage = isApiError(error) ? error.errors.payment : undefined;
          if (fieldMessage) form.setFieldError('amount', translateFieldMessage(fieldMessage, t));
          else setFormError(translateError(error, t));
        },
      },
    );
  });

  const chosen = toMinorUnits(form.values.amount);
  return (
    <Paper withBorder radius="md" p="lg" maw={640} component="form" onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>
          {t('account:replenish.balance', {
            balance: format.money(account.balance, account.currency),
          })}
        </Text>
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <Stack gap={6}>
          <Text size="sm" fw={500} id="top-up-presets">
            {t('account:replenish.presets')}
          </Text>
          <Group gap="xs" role="group" aria-labelledby="top-up-presets">
            {presets.map((amount) => (
              <Chip
                key={amount}
                checked={chosen === amount}
                onChange={() => form.setFieldValue('amount', amount / 100)}
                data-testid={`preset-${amount}`}
              >
                {format.money(amount, account.currency)}
              </Chip>
            ))}
          </Group>
        </Stack>
        <NumberInput
          label={t('account:replenish.amount')}
          description={rangeText}
          suffix={` ${format.symbol(account.currency)}`}
          thousandSeparator=" "
          decimalScale={2}
          allowNegative={false}
          inputMode="decimal"
          required
          data-testid="top-up-amount"
          {...form.getInputProps('amount')}
          name="amount"
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={pay.isPending}
            leftSection={<IconCreditCard size={16} aria-hidden />}
            data-testid="submit"
          >
            {chosen !== null && chosen > 0
              ? t('account:replenish.payAmount', { amount: format.money(chosen, account.currency) })
              : t('account:replenish.pay')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {t('account:replenish.note')}
        </Text>
      </Stack>
    </Paper>
  );
}
