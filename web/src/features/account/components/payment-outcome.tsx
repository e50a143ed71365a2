import { useEffect } from 'react';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconClockHour4 } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { refreshAfterMoneyChange } from '@/lib/current-account';
import { isPolling, paymentQueryOptions, usePayment } from '../api/get-payment';
import { useMoneyFormat } from '../lib/use-money-format';

/**
 * Back from the provider's checkout (/replenish?payment=<id>): asks about the payment every second
 * until the provider's callback has settled it (about a minute at most), then shows the outcome.
 * A success refreshes the balance everywhere, the header badge included.
 */
export function PaymentOutcome({ paymentId, onAgain }: { paymentId: number; onAgain: () => void }) {
  const { t } = useTranslation('account');
  const format = useMoneyFormat();
  const queryClient = useQueryClient();
  const payment = usePayment(paymentId);
  const state = payment.data?.state;

  useEffect(() => {
    if (state === 'succeeded') void refreshAfterMoneyChange(queryClient);
  }, [state, queryClient]);

  if (payment.isError) {
    return <ErrorState error={payment.error} onRetry={() => void payment.refetch()} />;
  }
  if (!payment.data || state === 'pending') {
    const polled = queryClient.getQueryState(paymentQueryOptions(paymentId).queryKey);
    const gaveUp = state === 'pending' && !payment.isFetching && polled && !isPolling(polled);
    return gaveUp ? (
      <Alert
        color="yellow"
        variant="light"
        icon={<IconClockHour4 size={18} aria-hidden />}
        title={t('replenish.slowTitle')}
        data-testid="payment-state"
        data-state="slow"
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('replenish.slow')}</Text>
          <Button size="xs" variant="light" onClick={() => void payment.refetch()}>
            {t('replenish.checkAgain')}
          </Button>
        </Stack>
      </Alert>
    ) : (
      <Alert
        color="blue"
        variant="light"
        icon={<Loader size={18} />}
        title={t('replenish.waitingTitle')}
        data-testid="payment-state"
        data-state="pending"
        role="status"
      >
        {t('replenish.waiting')}
      </Alert>
    );
  }

  const succeeded = state === 'succeeded';
  return (
    <Alert
      color={succeeded ? 'green' : 'red'}
      variant="light"
      icon={
        succeeded ? (
          <IconCircleCheck size={18} aria-hidden />
        ) : (
          <IconCircleX size={18} aria-hidden />
        )
      }
      title={succeeded ? t('replenish.succeededTitle') : t('replenish.declinedTitle')}
      data-testid="payment-state"
      data-state={state}
      role="status"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {t(succeeded ? 'replenish.succeeded' : 'replenish.declined', {
            amount: format.money(payment.data.amount, payment.data.currency),
          })}
        </Text>
        <Group gap="sm">
          <Button component={Link} to={paths.account.getHref()} size="xs">
            {t('replenish.toAccount')}
          </Button>
          <Button size="xs" variant="default" onClick={onAgain}>
            {succeeded ? t('replenish.again') : t('replenish.retry')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
