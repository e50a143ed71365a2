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
import { tariffGrantBody, type Account, type TariffGrantBody } from '@bilim/contract/money';
import { FLEXIBLE_BOUNDS, type Tariff } from '@bilim/contract/tariffs';
import { ConfirmModal } from '@/components/confirm-modal';
import { applyServerError, fieldProps } from '@/lib/form';
import { currentLanguage } from '@/lib/i18n';
import { localized } from '@/lib/localized';
import { notifySuccess } from '@/lib/notify';
import { newRequestKey } from '@/lib/request-key';
import { useGrantTariff } from '../api/accounts';
import { useAdminTariffs } from '../api/tariffs';
import { unpublishedText } from '../lib/record-counts';

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

type Counts = { cards: number; events: number };
type Usage = Pick<Account['usage'], 'published_cards' | 'published_events'>;

/**
 * What giving `tariff` unpublishes, as the server counts it (billing/downgrade.ts): the published
 * records beyond its limits, on Flexible the amounts chosen.
 */
function overLimits(
  tariff: Pick<Tariff, 'kind' | 'cards_limit' | 'events_limit'>,
  body: TariffGrantBody,
  usage: Usage,
): Counts {
  const flexible = tariff.kind === 'flexible';
  const cards = flexible ? (body.card_amt ?? 0) : tariff.cards_limit;
  const events = flexible ? (body.event_amt ?? 0) : tariff.events_limit;
  return {
    cards: Math.max(0, usage.published_cards - cards),
    events: Math.max(0, usage.published_events - events),
  };
}

/**
 * On the admin's page of an account: a tariff for one period without a charge (support cases),
 * with the reason the audit log keeps. Flexible asks for its amounts, as providers choose them.
 * When the account has more published than the tariff allows, the admin confirms first.
 */
export function GrantTariffForm({
  accountId,
  usage,
}: {
  accountId: number;
  /** What the account has published now. */
  usage: Usage;
}) {
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
  /** The grant waiting for the admin to confirm what it unpublishes. */
  const [confirming, setConfirming] = useState<{
    body: TariffGrantBody;
    over: Counts;
    tariff: string;
  } | null>(null);
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

  const send = (body: TariffGrantBody) =>
    grant.mutate(
      { ...body, requestKey },
      {
        onSuccess: ({ account, unpublished }) => {
          const tariff = localized(account.tariff.title, language);
          const taken = { cards: unpublished.cards.length, events: unpublished.events.length };
          notifySuccess(
            taken.cards + taken.events > 0
              ? t('accounts.tariffGivenUnpublished', {
                  tariff,
                  records: unpublishedText(t, taken, language),
                })
              : t('accounts.tariffGiven', { tariff }),
          );
          setConfirming(null);
          form.reset();
          setRequestKey(newRequestKey());
        },
        onError: (error) => {
          setConfirming(null);
          applyServerError(form, error, t);
        },
      },
    );

  const submit = form.onSubmit((values) => {
    const body = bodyOf(values);
    const tariff = offered.find((offer) => offer.id === body.tariff_id);
    const over = tariff ? overLimits(tariff, body, usage) : { cards: 0, events: 0 };
    if (!tariff || over.cards + over.events === 0) {
      send(body);
      return;
    }
    setConfirming({ body, over, tariff: localized(tariff.title, language) });
  });

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
      <ConfirmModal
        opened={confirming !== null}
        title={t('accounts.unpublishTitle')}
        text={
          confirming
            ? t('accounts.unpublishText', {
                records: unpublishedText(t, confirming.over, language),
                tariff: confirming.tariff,
              })
            : ''
        }
        confirmLabel={t('accounts.grant')}
        loading={grant.isPending}
        testId="grant-confirm"
        onClose={() => setConfirming(null)}
        onConfirm={() => confirming && send(confirming.body)}
      />
    </Paper>
  );
}
