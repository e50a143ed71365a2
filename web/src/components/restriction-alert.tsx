import { Alert, Text, type AlertProps } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Restriction } from '@bilim/contract/trust';
import { formatLastDay } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';

/**
 * What support has restricted for the reader, until when (the last day included) and why. The
 * words are the screen's own: `texts` names a group holding `until` (with `{{date}}`),
 * `untilRemoved` and `reason` (with `{{reason}}`), e.g. `chats:restricted`.
 */
export function RestrictionAlert({
  restriction,
  texts,
  testId,
  ...props
}: {
  restriction: Restriction;
  texts: string;
  testId: string;
} & Omit<AlertProps, 'children'>) {
  const { t, i18n } = useTranslation();
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconLock size={18} aria-hidden />}
      role="status"
      data-testid={testId}
      {...props}
    >
      <Text size="sm">
        {restriction.until
          ? t(`${texts}.until`, { date: formatLastDay(restriction.until, currentLanguage(i18n)) })
          : t(`${texts}.untilRemoved`)}
      </Text>
      <Text size="sm">{t(`${texts}.reason`, { reason: restriction.reason })}</Text>
    </Alert>
  );
}
