import { Alert, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatLastDay } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useRestrictionInForce } from '@/lib/own-restrictions';

/**
 * While support restricts the user's publishing: their published records are hidden from the
 * public (though their state still reads "published") and Publish is refused, so say so, with
 * the last day and the reason. Nothing otherwise.
 */
export function PublishRestrictedNotice() {
  const { t, i18n } = useTranslation('cabinet');
  const restriction = useRestrictionInForce('publish');
  if (!restriction) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconLock size={18} aria-hidden />}
      title={t('publishRestricted.title')}
      role="status"
      data-testid="publish-restricted"
    >
      <Text size="sm">
        {restriction.until
          ? t('publishRestricted.until', {
              date: formatLastDay(restriction.until, currentLanguage(i18n)),
            })
          : t('publishRestricted.untilRemoved')}
      </Text>
      <Text size="sm">{t('publishRestricted.reason', { reason: restriction.reason })}</Text>
    </Alert>
  );
}
