import type { ReactNode } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ErrorCode } from '@bilim/contract/errors';
import { paths } from '@/config/paths';

/** The top-up screen's query parameter: the amount to start with, in minor units (tiyn). */
export const TOP_UP_AMOUNT_PARAM = 'amount';

/** /replenish, starting with `amount` (minor units) when one is known and positive. */
export function replenishHref(amount?: number): string {
  const href = paths.replenish.getHref();
  if (amount === undefined || !(amount > 0)) return href;
  return `${href}?${new URLSearchParams({ [TOP_UP_AMOUNT_PARAM]: String(Math.ceil(amount)) })}`;
}

/**
 * A paid action the balance cannot pay for: the catalogue's message in the user's language,
 * what is missing, and the way to top up (by `missing`, in minor units, when it is known).
 */
export function ShortOfFundsAlert({
  code,
  missing,
  children,
  testId = 'not-enough-funds',
}: {
  code: Extract<ErrorCode, `NOT_ENOUGH_FUNDS${string}`>;
  /** What the balance lacks, in minor units: the top-up form starts with it. */
  missing?: number;
  children?: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={t(`errors.${code}`)}
      data-testid={testId}
      role="alert"
    >
      <Stack gap="xs" align="flex-start">
        {children}
        <Button
          component={Link}
          to={replenishHref(missing)}
          size="xs"
          color="red"
          data-testid={`${testId}-replenish`}
        >
          {t('shortOfFunds.topUp')}
        </Button>
      </Stack>
    </Alert>
  );
}
