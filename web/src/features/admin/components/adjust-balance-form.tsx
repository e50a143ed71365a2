import { useState } from 'react';
import { Button, Paper, SegmentedControl, Stack, Text, Textarea, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adjustmentBody } from '@bilim/contract/money';
import { MoneyInput } from '@/components/money-input';
import { isApiError } from '@/lib/api-client';
import { applyServerError, fieldProps } from '@/lib/form';
import { currentLanguage } from '@/lib/i18n';
import { formatMoney, minorUnitsOf } from '@/lib/money';
import { notifySuccess } from '@/lib/notify';
import { queryRoots } from '@/lib/query-keys';
import { newRequestKey } from '@/lib/request-key';
import { useAdjustBalance } from '../api/accounts';

type Direction = 'credit' | 'charge';
type Values = { direction: Direction; amount: number | string; reason: string };

// The amount is typed without a sign (phones' number pads often have no minus); the direction
// gives it one.
const bodyOf = (values: Values) => {
  const minor = minorUnitsOf(values.amount);
  const sign = values.direction === 'charge' ? -1 : 1;
  return { amount: minor === undefined ? undefined : sign * minor, reason: values.reason };
};

/**
 * The amount's error while a charge is above the balance. The text is written at render, from the
 * balance then known and in the language then chosen, so a balance read again after the server's
 * refusal names the maximum that is current.
 */
const OVER_BALANCE = 'adjust:over-balance';

/** A charge (in minor units) the balance cannot cover; a credit never is. */
const chargesTooMuch = (values: Values, balance: number) => {
  if (values.direction !== 'charge') return false;
  const minor = minorUnitsOf(values.amount);
  return minor !== undefined && minor > Math.max(balance, 0);
};

/**
 * An audited correction of an account's balance with its reason (spec §6), which the owner's
 * history shows: a credit or a charge; the balance never goes below zero (the server refuses).
 * `balance` (minor units) is the account's as the page read it (GET /api/account): a charge above
 * it is refused on the amount field before anything is sent, naming the most that can be charged.
 */
export function AdjustBalanceForm({
  accountId,
  currency,
  balance,
}: {
  accountId: number;
  currency: string;
  balance: number;
}) {
  const { t, i18n } = useTranslation('admin');
  const language = currentLanguage(i18n);
  const queryClient = useQueryClient();
  const adjust = useAdjustBalance(accountId);
  // One key per adjustment: a retry after a lost answer is the same adjustment.
  const [requestKey, setRequestKey] = useState(newRequestKey);
  const resolve = schemaResolver(adjustmentBody, { sync: true });
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { direction: 'credit', amount: '', reason: '' },
    validate: (values) => {
      const errors = resolve(bodyOf(values));
      return errors.amount || !chargesTooMuch(values, balance)
        ? errors
        : { ...errors, amount: OVER_BALANCE };
    },
  });

  const submit = form.onSubmit((values) => {
    const body = adjustmentBody.parse(bodyOf(values));
    adjust.mutate(
      { ...body, requestKey },
      {
        onSuccess: () => {
          notifySuccess(
            t(body.amount < 0 ? 'accounts.charged' : 'accounts.credited', {
              amount: formatMoney(Math.abs(body.amount), currency, language),
            }),
          );
          form.reset();
          setRequestKey(newRequestKey());
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'NOT_ENOUGH_FUNDS') {
            // The balance went down meanwhile: said on the amount, with the balance read again
            // (the page's account) so the maximum named is the current one.
            form.setFieldError('amount', OVER_BALANCE);
            void queryClient.invalidateQueries({ queryKey: queryRoots.account });
            return;
          }
          applyServerError(form, error, t);
        },
      },
    );
  });

  const amountProps = fieldProps(form, 'amount', t);
  const amountError =
    form.errors.amount === OVER_BALANCE
      ? t('accounts.overBalance', { max: formatMoney(Math.max(balance, 0), currency, language) })
      : amountProps.error;
  const directionProps = form.getInputProps('direction');

  return (
    <Paper withBorder radius="md" p="lg">
      <form onSubmit={submit} noValidate data-testid="adjust-form">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            {t('accounts.adjustTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('accounts.adjustHint')}
          </Text>
          <SegmentedControl
            aria-label={t('accounts.direction')}
            maw={280}
            data={(['credit', 'charge'] as const).map((value) => ({
              value,
              label: t(`accounts.${value}`),
            }))}
            {...directionProps}
            onChange={(value: string) => {
              // A credit has no maximum: the charge's refusal goes with the charge.
              if (form.errors.amount === OVER_BALANCE) form.clearFieldError('amount');
              directionProps.onChange(value);
            }}
            data-testid="adjust-direction"
          />
          <MoneyInput
            label={t('accounts.amount')}
            required
            currency={currency}
            allowNegative={false}
            maw={280}
            {...amountProps}
            error={amountError}
            data-testid="adjust-amount"
          />
          <Textarea
            label={t('accounts.reason')}
            description={t('accounts.reasonHint')}
            required
            autosize
            minRows={2}
            maxLength={500}
            {...fieldProps(form, 'reason', t)}
            data-testid="adjust-reason"
          />
          <div>
            <Button type="submit" loading={adjust.isPending} data-testid="adjust-save">
              {t('accounts.adjust')}
            </Button>
          </div>
        </Stack>
      </form>
    </Paper>
  );
}
