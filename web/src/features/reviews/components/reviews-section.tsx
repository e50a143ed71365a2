import { useRef, useState } from 'react';
import {
  Button,
  Center,
  Group,
  Pagination,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { REVIEW_SORTS, type ReviewSort } from '@bilim/contract/trust';
import { EmptyState, ErrorState } from '@/components/query-state';
import { useSession } from '@/lib/session';
import { useScrollToHash } from '@/lib/use-scroll-to-hash';
import { loginHrefBackTo } from '@/config/paths';
import type { ListingKind } from '@bilim/contract/constants';
import { useReviews } from '../api/get-reviews';
import { RatingSummary } from './rating-summary';
import { ReviewForm } from './review-form';
import { ReviewItem, type RenderReport } from './review-item';

import { REVIEWS_SECTION_ID, ReviewsSkeleton } from './reviews-skeleton';

/**
 * A card's or an event's reviews (spec §7): the rating with its breakdown, the visitor's form
 * (or a sign-in link), the reviews newest or most helpful first, page by page, with their
 * replies. Loaded in the browser below the fold, with its own chunk.
 */
export default function ReviewsSection({
  kind,
  id,
  renderReport,
}: {
  kind: ListingKind;
  id: number;
  /** The page gives the complaints feature's "Report" for each review and comment. */
  renderReport: RenderReport;
}) {
  const { t } = useTranslation('reviews');
  const session = useSession();
  const location = useLocation();
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  // Leaving the edit form (saved or cancelled) puts the focus back on what opened it.
  const stopEditing = () => {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  };
  const query = useReviews(kind, id, sort, page);
  // Notifications and the sign-in link come back to #reviews: it is here once the list is.
  useScrollToHash(REVIEWS_SECTION_ID, !query.isPending);

  let body;
  if (query.isPending) body = <ReviewsSkeleton />;
  else if (query.isError)
    body = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  else {
    const { data: reviews, meta } = query.data;
    const own = reviews.find((review) => review.id === meta.own_review_id) ?? null;
    const writing = meta.own_review_id === null ? meta.can_review : editing && own !== null;
    body = (
      <Stack gap="md">
        <RatingSummary meta={meta} />
        {!session && (
          <Group>
            <Button
              component={Link}
              to={loginHrefBackTo({ ...location, hash: `#${REVIEWS_SECTION_ID}` })}
              variant="light"
              leftSection={<IconPencil size={16} aria-hidden />}
              data-testid="review-sign-in"
            >
              {t('signInToReview')}
            </Button>
          </Group>
        )}
        {session && meta.own_review_id === null && meta.cannot_review && (
          <Text size="sm" c="dimmed" data-testid="review-refused">
            {t(`cannotReview.${meta.cannot_review}`)}
          </Text>
        )}
        {session && writing && (
          <ReviewForm
            key={own?.id ?? 'new'}
            kind={kind}
            id={id}
            own={own}
            onDone={own ? stopEditing : undefined}
          />
        )}
        {session && own && !editing && own.policies.update && (
          <Group>
            <Button
              variant="light"
              leftSection={<IconPencil size={16} aria-hidden />}
              ref={editButton}
              onClick={() => setEditing(true)}
              data-testid="review-edit"
            >
              {t('form.editOwn')}
            </Button>
          </Group>
        )}
        {meta.total > 0 && (
          <SegmentedControl
            value={sort}
            onChange={(value) => {
              setSort(value as ReviewSort);
              setPage(1);
            }}
            data={REVIEW_SORTS.map((value) => ({ value, label: t(`sort.${value}`) }))}
            aria-label={t('sort.label')}
            w="fit-content"
          />
        )}
        {reviews.length === 0 ? (
          <EmptyState>{t('empty')}</EmptyState>
        ) : (
          <Stack gap="sm" aria-busy={query.isPlaceholderData} data-testid="reviews-list">
            {reviews.map((review) => (
              <ReviewItem
                key={review.id}
                kind={kind}
                id={id}
                review={review}
                renderReport={renderReport}
              />
            ))}
          </Stack>
        )}
        {meta.last_page > 1 && (
          <Center>
            <Pagination total={meta.last_page} value={page} onChange={setPage} />
          </Center>
        )}
      </Stack>
    );
  }
  return (
    <Stack
      component="section"
      aria-labelledby="reviews-title"
      id={REVIEWS_SECTION_ID}
      tabIndex={-1}
      style={{ scrollMarginTop: 140, outline: 'none' }}
      gap="md"
    >
      <Title order={2} fz="h3" id="reviews-title">
        {t('title')}
      </Title>
      {body}
      <Text size="xs" c="dimmed">
        {t('rules')}
      </Text>
    </Stack>
  );
}
