import { Group, Progress, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Account } from '@bilim/contract/money';
import type { AccountLimits } from '@bilim/contract/tariffs';

const COUNTED = ['cards', 'events', 'card_photos', 'event_photos'] as const;

/**
 * A tariff's limits: with the account's usage (bars for cards and events), or as a change from
 * the limits in force (`previous` → `limits`).
 */
export function LimitsList({
  limits,
  usage,
  previous,
}: {
  limits: AccountLimits;
  usage?: Account['usage'];
  previous?: AccountLimits;
}) {
  const { t } = useTranslation('account');
  const used = (key: (typeof COUNTED)[number]) =>
    key === 'cards' ? usage?.cards : key === 'events' ? usage?.events : undefined;
  const yesNo = (value: boolean) => (value ? t('limits.yes') : t('limits.no'));

  return (
    <Stack gap="xs" data-testid="limits">
      {COUNTED.map((key) => {
        const count = used(key);
        const changed = previous !== undefined && previous[key] !== limits[key];
        return (
          <Stack key={key} gap={4} data-testid={`limit-${key}`}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm">{t(`limits.${key}`)}</Text>
              <Group gap={6} wrap="nowrap">
                {changed && (
                  <>
                    <Text size="sm" c="dimmed" td="line-through">
                      {previous[key]}
                    </Text>
                    <IconArrowRight size={14} aria-label={t('limits.becomes')} />
                  </>
                )}
                <Text size="sm" fw={700} data-testid={`limit-${key}-value`}>
                  {count === undefined
                    ? limits[key]
                    : t('limits.used', { used: count, limit: limits[key] })}
                </Text>
              </Group>
            </Group>
            {count !== undefined && (
              <Progress
                value={limits[key] > 0 ? Math.min(100, (count / limits[key]) * 100) : 100}
                color={count >= limits[key] ? 'red' : 'cyan'}
                size="sm"
                aria-label={t(`limits.${key}`)}
              />
            )}
          </Stack>
        );
      })}
      <Group justify="space-between" wrap="nowrap" gap="xs" data-testid="limit-statistics">
        <Text size="sm">{t('limits.statistics')}</Text>
        <Group gap={6} wrap="nowrap">
          {previous !== undefined && previous.statistics !== limits.statistics && (
            <>
              <Text size="sm" c="dimmed" td="line-through">
                {yesNo(previous.statistics)}
              </Text>
              <IconArrowRight size={14} aria-label={t('limits.becomes')} />
            </>
          )}
          <Text size="sm" fw={700}>
            {yesNo(limits.statistics)}
          </Text>
        </Group>
      </Group>
    </Stack>
  );
}
