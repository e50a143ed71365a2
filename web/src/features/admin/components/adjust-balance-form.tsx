import { useState } from 'react';
import { Button, Paper, SegmentedControl, Stack, Text, Textarea, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { adjustmentBody } from '@bilim/contract/money';
import { MoneyInput } from '@/components/money-input';
import { applyServerError, fieldProps } from '@/lib/form';
import { currentLanguage } from '@/lib/i18n';
import { formatMoney, minorUnitsOf } from '@/lib/money';
import { notifySuccess } from '@/lib/notify';
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
 * An audited correction of an account's balance with its reason (spec §6), which the owner's
 * history shows: a credit or a charge; the balance never goes below zero (the server refuses).
 */
export function AdjustBalanceForm({
  accountId,
  currency,
}: {
  accountId: number;
  currency: string;
}) {
  const { t, i18n } = useTranslation('admin');
  const language = currentLanguage(i18n);
  const adjust = useAdjustBalance(accountId);
  // One key per adjustment: a retry after a lost answer is the same adjustment.
  const [requestKey, setRequestKey] = useState(newRequestKey);
  const resolve = schemaResolver(adjustmentBody, { sync: true });
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { direction: 'credit', amount: '', reason: '' },
    validate: (values) => resolve(bodyOf(values)),
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
        onError: (error) => applyServerError(form, error, t),
      },
    );
  });

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
            {...form.getInputProps('direction')}
            data-testid="adjust-direction"
          />
          <MoneyInput
            label={t('accounts.amount')}
            required
            currency={currency}
            allowNegative={false}
            maw={280}
            {...fieldProps(form, 'amount', t)}
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
