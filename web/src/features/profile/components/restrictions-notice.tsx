import { Alert, List, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatLastDay } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useOwnRestrictions } from '@/lib/own-restrictions';

/**
 * What support has restricted on this account and why, until when (spec: restrictions). Nothing
 * when there is none; a failure to ask is quiet here (the rest of the profile still works).
 */
export function RestrictionsNotice() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const restrictions = useOwnRestrictions();
  const active = restrictions.data ?? [];
  if (active.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconLock size={18} aria-hidden />}
      title={t('profile.restrictions.title')}
      data-testid="own-restrictions"
    >
      <Text size="sm" mb="xs">
        {t('profile.restrictions.intro')}
      </Text>
      <List size="sm" spacing={6}>
        {active.map((restriction) => (
          <List.Item key={restriction.id} data-testid={`restriction-${restriction.type}`}>
            <Text span fw={600} size="sm">
              {t(`profile.restrictions.types.${restriction.type}`)}
            </Text>
            {' — '}
            {restriction.until
              ? t('profile.restrictions.until', {
                  date: formatLastDay(restriction.until, language),
                })
              : t('profile.restrictions.untilRemoved')}
            {/* Darker than "dimmed", which is 4.2:1 on the orange tint; gray.7 is about 7:1. */}
            <Text size="sm" c="gray.7">
              {t('profile.restrictions.reason', { reason: restriction.reason })}
            </Text>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
