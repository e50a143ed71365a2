import { useState } from 'react';
import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { tariffGrantBody, type TariffGrantBody } from '@bilim/contract/money';
import { FLEXIBLE_BOUNDS } from '@bilim/contract/tariffs';
import { applyServerError, fieldProps } from '@/lib/form';
import { currentLanguage } from '@/lib/i18n';
import { localized } from '@/lib/localized';
import { notifySuccess } from '@/lib/notify';
import { newRequestKey } from '@/lib/request-key';
import { useGrantTariff } from '../api/accounts';
import { useAdminTariffs } from '../api/tariffs';

type Amount = number | string;
type Values = {
  tariff_id: string;
  card_amt: Amount;
  event_amt: Amount;
  photo_amt: Amount;
  score_sign: boolean;
  reason: string;
};

const AMOUNTS = ['card_amt', 'event_amt', 'photo_amt'] as const;

/**
 * On the admin's page of an account: a tariff for one period without a charge (support cases),
 * with the reason the audit log keeps. Flexible asks for its amounts, as providers choose them.
 */
export function GrantTariffForm({ accountId }: { accountId: number }) {
  const { t, i18n } = useTranslation('admin');
  const language = currentLanguage(i18n);
  const tariffs = useAdminTariffs();
  const grant = useGrantTariff(accountId);
  const [requestKey, setRequestKey] = useState(newRequestKey);
  const offered = (tariffs.data?.data ?? []).filter((tariff) => tariff.active);
  const kindOf = (id: string) => offered.find((tariff) => String(tariff.id) === id)?.kind;
  /** The request body the values make (the schema checks it, here and on the server). */
  const bodyOf = (values: Values) => {
    const amount = (value: Amount) => (value === '' ? undefined : Number(value));
    const flexible = kindOf(values.tariff_id) === 'flexible';
    return {
      tariff_id: values.tariff_id === '' ? undefined : Number(values.tariff_id),
      reason: values.reason,
      ...(flexible && {
        card_amt: amount(values.card_amt),
        event_amt: amount(values.event_amt),
        photo_amt: amount(values.photo_amt),
        score_sign: values.score_sign,
      }),
    } as TariffGrantBody;
  };
  const resolve = schemaResolver(tariffGrantBody, { sync: true });
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      tariff_id: '',
      card_amt: FLEXIBLE_BOUNDS.card_amt.min,
      event_amt: FLEXIBLE_BOUNDS.event_amt.min,
      photo_amt: FLEXIBLE_BOUNDS.photo_amt.min,
      score_sign: false,
      reason: '',
    },
    validate: (values) => resolve(bodyOf(values)),
  });

  const submit = form.onSubmit((values) =>
    grant.mutate(
      { ...bodyOf(values), requestKey },
      {
        onSuccess: ({ account }) => {
          notifySuccess(
            t('accounts.tariffGiven', { tariff: localized(account.tariff.title, language) }),
          );
          form.reset();
          setRequestKey(newRequestKey());
        },
        onError: (error) => applyServerError(form, error, t),
      },
    ),
  );

  return (
    <Paper withBorder radius="md" p="lg">
      <form onSubmit={submit} noValidate data-testid="grant-tariff-form">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            {t('accounts.grantTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('accounts.grantHint')}
          </Text>
          <Select
            label={t('accounts.tariff')}
            required
            maw={320}
            data={offered.map((tariff) => ({
              value: String(tariff.id),
              label: localized(tariff.title, language),
            }))}
            disabled={tariffs.isPending}
            {...fieldProps(form, 'tariff_id', t)}
            data-testid="grant-tariff"
          />
          {kindOf(form.values.tariff_id) === 'flexible' && (
            <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="sm">
              {AMOUNTS.map((key) => (
                <NumberInput
                  key={key}
                  label={t(`accounts.amounts.${key}`)}
                  min={FLEXIBLE_BOUNDS[key].min}
                  max={FLEXIBLE_BOUNDS[key].max}
                  allowDecimal={false}
                  {...fieldProps(form, key, t)}
                />
              ))}
              <Checkbox
                mt="xl"
                label={t('accounts.amounts.score_sign')}
                {...fieldProps(form, 'score_sign', t, { type: 'checkbox' })}
              />
            </SimpleGrid>
          )}
          <Textarea
            label={t('accounts.reason')}
            description={t('accounts.grantReasonHint')}
            required
            autosize
            minRows={2}
            maxLength={500}
            {...fieldProps(form, 'reason', t)}
            data-testid="grant-reason"
          />
          <Group>
            <Button type="submit" loading={grant.isPending} data-testid="grant-save">
              {t('accounts.grant')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
