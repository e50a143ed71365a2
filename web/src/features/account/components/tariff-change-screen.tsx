import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Account, TariffChangePlan } from '@bilim/contract/money';
import type { FlexibleChoice } from '@bilim/contract/tariffs';
import { EmptyState, ErrorState, LoadingState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { isApiError, translateError } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notify';
import { isShortOfFunds, useChangeTariff, useTariffPreview } from '../api/change-tariff';
import { useMoneyFormat } from '../lib/use-money-format';
import { LimitsList } from './limits-list';
import { newRequestKey } from '@/lib/request-key';
import { ShortOfFundsAlert } from '@/components/short-of-funds-alert';
import { FactLine } from './fact-line';

/** "Not enough funds for change tariff" in the user's language, with the way to top up. */
function ShortOfFunds({ missing, currency }: { missing: number; currency: string }) {
  const { t } = useTranslation('account');
  const format = useMoneyFormat();
  return (
    <ShortOfFundsAlert code="NOT_ENOUGH_FUNDS_FOR_CHANGE_TARIFF" missing={missing}>
      {missing > 0 && (
        <Text size="sm">{t('change.missing', { amount: format.money(missing, currency) })}</Text>
      )}
    </ShortOfFundsAlert>
  );
}

function UnpublishList({ plan }: { plan: TariffChangePlan }) {
  const { t } = useTranslation('account');
  const { cards, events } = plan.unpublish;
  if (cards.length + events.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={t('change.unpublishTitle', { total: cards.length + events.length })}
      data-testid="unpublish-list"
    >
      <Stack gap="xs">
        <Text size="sm">{t('change.unpublishText')}</Text>
        <List size="sm" spacing={2}>
          {cards.map((card) => (
            <List.Item key={`card-${card.id}`} data-testid="unpublish-card">
              <Anchor component={Link} to={paths.cabinetCard.getHref(card.id)}>
                {card.title}
              </Anchor>
            </List.Item>
          ))}
          {events.map((event) => (
            <List.Item key={`event-${event.id}`} data-testid="unpublish-event">
              <Anchor component={Link} to={paths.cabinetEvent.getHref(event.id)}>
                {event.title}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Alert>
  );
}

/** A tariff that cannot be chosen: gone, or the one in force already. */
function TariffUnavailable({
  reason = 'TARIFF_NOT_FOUND',
}: {
  reason?: 'TARIFF_NOT_FOUND' | 'TARIFF_ALREADY_ACTIVE';
}) {
  const { t } = useTranslation(['account', 'common']);
  return (
    <Stack align="center" data-testid="tariff-not-found" data-reason={reason}>
      <EmptyState>{t(`common:errors.${reason}`)}</EmptyState>
      <Button component={Link} to={paths.tariff.getHref()} variant="light">
        {t('account:change.toPlans')}
      </Button>
    </Stack>
  );
}

/**
 * /tariff/change/{tariffId} (also the last step of Flexible): what the change does — the limits
 * before and after, the charge now, the balance after, the next payment, the records it
 * unpublishes — and the confirmation, which charges the balance at once.
 */
export function TariffChangeScreen({
  account,
  tariffId,
  flexible,
}: {
  account: Account;
  tariffId: number;
  flexible: FlexibleChoice | null;
}) {
  const { t } = useTranslation(['account', 'common']);
  const format = useMoneyFormat();
  const navigate = useNavigate();
  const choice = { accountId: account.id, tariffId, flexible };
  const change = useChangeTariff();
  // One Idempotency-Key for this confirmation: a double click or a retry after a lost answer is
  // the same change and is charged once. The route remounts the screen for another choice.
  const [requestKey] = useState(newRequestKey);
  // After a confirmed change the preview would describe a change already made: stop asking.
  const preview = useTariffPreview(choice, tariffId > 0 && !change.isSuccess);

  if (tariffId <= 0) return <TariffUnavailable />;
  if (preview.isPending) return <LoadingState />;
  if (preview.isError) {
    const code = isApiError(preview.error) ? preview.error.code : undefined;
    if (code === 'TARIFF_NOT_FOUND' || code === 'TARIFF_ALREADY_ACTIVE') {
      return <TariffUnavailable reason={code} />;
    }
    return <ErrorState error={preview.error} onRetry={() => void preview.refetch()} />;
  }

  const plan = preview.data;
  const currency = account.currency;
  const confirm = () =>
    change.mutate(
      { choice, requestKey },
      {
        onSuccess: (result) => {
          const unpublished = [...result.unpublished.cards, ...result.unpublished.events];
          notifySuccess(
            unpublished.length > 0
              ? t('account:change.doneUnpublished', {
                  titles: unpublished.map((record) => record.title).join(', '),
                })
              : t('account:change.doneText', { amount: format.money(result.charged, currency) }),
            t('account:change.done', { title: format.title(result.account.tariff.title) }),
          );
          void navigate(paths.account.getHref());
        },
      },
    );

  return (
    <Stack gap="lg" maw={880}>
      <Anchor component={Link} to={paths.tariff.getHref()} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('account:change.toPlans')}
        </Group>
      </Anchor>
      <Title order={2} fz="h3" data-testid="change-title">
        {format.title(account.tariff.title)} → {format.title(plan.tariff.title)}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Title order={3} fz="h5">
              {t('account:change.limits')}
            </Title>
            <LimitsList limits={plan.limits} previous={account.limits} />
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Title order={3} fz="h5">
              {t('account:change.money')}
            </Title>
            <FactLine
              label={t('account:change.charge')}
              value={format.money(plan.charge, currency)}
              testId="change-charge"
            />
            <FactLine
              label={t('account:change.balance')}
              value={format.money(plan.balance, currency)}
              testId="change-balance"
            />
            <FactLine
              label={t('account:change.balanceAfter')}
              value={plan.enough_funds ? format.money(plan.balance_after, currency) : '—'}
              testId="change-balance-after"
            />
            <FactLine
              label={t('account:change.monthly')}
              value={format.money(plan.monthly_payment, currency)}
              testId="change-monthly"
            />
            <FactLine
              label={t('account:change.next')}
              value={
                plan.tariff_finish_dt
                  ? format.day(plan.tariff_finish_dt)
                  : t('account:payment.noNext')
              }
              testId="change-next"
            />
          </Stack>
        </Paper>
      </SimpleGrid>
      <UnpublishList plan={plan} />
      {!plan.enough_funds || isShortOfFunds(change.error) ? (
        <ShortOfFunds missing={plan.charge - plan.balance} currency={currency} />
      ) : (
        change.isError && (
          <Alert color="red" role="alert" data-testid="change-error">
            {translateError(change.error, t)}
          </Alert>
        )
      )}
      <Group justify="flex-end">
        <Button component={Link} to={paths.tariff.getHref()} variant="default">
          {t('account:actions.cancel')}
        </Button>
        <Button
          onClick={confirm}
          loading={change.isPending}
          disabled={!plan.enough_funds || change.isSuccess}
          data-testid="confirm-change"
        >
          {plan.charge > 0
            ? t('account:change.confirmPay', { amount: format.money(plan.charge, currency) })
            : t('account:change.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}
