import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReviewsAnswer } from '@bilim/contract/trust';
import { formatCount, formatRating } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { Stars } from './stars';

const SCORES = [5, 4, 3, 2, 1] as const;

/** The record's rating, its number of reviews, and how many reviews gave each score. */
export function RatingSummary({ meta }: { meta: ReviewsAnswer['meta'] }) {
  const { t, i18n } = useTranslation('reviews');
  const language = currentLanguage(i18n);
  return (
    <Group align="center" gap="xl" wrap="wrap" data-testid="rating-summary">
      <Stack gap={4} align="center" miw={120}>
        <Text fz={40} fw={700} lh={1} data-testid="rating-value">
          {meta.reviews_count > 0 ? formatRating(meta.rating, language) : '—'}
        </Text>
        <Stars score={meta.rating} />
        <Text size="sm" c="dimmed" data-testid="reviews-count">
          {t('count', { formatted: formatCount(meta.reviews_count, language) })}
        </Text>
      </Stack>
      <Stack gap={6} style={{ flex: '1 1 220px' }} maw={420}>
        {SCORES.map((score) => {
          const count = meta.breakdown[score];
          const share = meta.reviews_count > 0 ? (count / meta.reviews_count) * 100 : 0;
          return (
            <Group key={score} gap="xs" wrap="nowrap" data-testid={`breakdown-${score}`}>
              <Text size="sm" w={16} ta="right" aria-hidden>
                {score}
              </Text>
              <Progress
                value={share}
                color="yellow"
                size="md"
                style={{ flex: 1 }}
                aria-label={t('breakdownLabel', { score, reviews: formatCount(count, language) })}
              />
              <Text size="sm" c="dimmed" w={40} aria-hidden>
                {formatCount(count, language)}
              </Text>
            </Group>
          );
        })}
      </Stack>
    </Group>
  );
}
