import { Alert, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Restriction } from '@bilim/contract/trust';
import { formatMoment } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';

/** Why the reader cannot write at all for now: support restricted their messages (until when, why). */
export function RestrictedNotice({ restriction }: { restriction: Restriction }) {
  const { t, i18n } = useTranslation('chats');
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconLock size={18} aria-hidden />}
      role="status"
      mb="xs"
      data-testid="chat-restricted"
    >
      <Text size="sm">
        {restriction.until
          ? t('restricted.until', {
              date: formatMoment(restriction.until, currentLanguage(i18n)),
            })
          : t('restricted.untilRemoved')}
      </Text>
      <Text size="sm">{t('restricted.reason', { reason: restriction.reason })}</Text>
    </Alert>
  );
}
