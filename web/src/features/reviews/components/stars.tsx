import { Group } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { REVIEW_SCORE_MAX } from '@bilim/contract/trust';

/** A score as five stars, read out as "4 of 5 stars" (one image, not five). */
export function Stars({ score, size = 16 }: { score: number; size?: number }) {
  const { t } = useTranslation('reviews');
  const filled = Math.round(score);
  return (
    <Group gap={2} wrap="nowrap" role="img" aria-label={t('stars', { score: filled })}>
      {Array.from({ length: REVIEW_SCORE_MAX }, (_, index) =>
        index < filled ? (
          <IconStarFilled
            key={index}
            size={size}
            color="var(--mantine-color-yellow-6)"
            aria-hidden
          />
        ) : (
          <IconStar key={index} size={size} color="var(--mantine-color-gray-5)" aria-hidden />
        ),
      )}
    </Group>
  );
}
