import type { ReactNode } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ErrorCode } from '@bilim/contract/errors';
import { paths } from '@/config/paths';

/**
 * A paid action the balance cannot pay for: the catalogue's message in the user's language,
 * what is missing, and the way to top up.
 */
export function ShortOfFundsAlert({
  code,
  children,
  testId = 'not-enough-funds',
}: {
  code: Extract<ErrorCode, `NOT_ENOUGH_FUNDS${string}`>;
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
          to={paths.replenish.getHref()}
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
