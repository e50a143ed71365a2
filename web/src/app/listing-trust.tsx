import { lazy, Suspense } from 'react';
import type { ListingKind } from '@bilim/contract/constants';
import type { ComplaintTarget } from '@bilim/contract/trust';
import { BrowserOnly } from '@/components/browser-only';
import { ReportButton } from '@/features/complaints/components/report-button';
import { ReviewsSkeleton } from '@/features/reviews/components/reviews-skeleton';

// Below the fold and only in the browser: the reviews do not weigh on the page's first load.
const ReviewsSection = lazy(() => import('@/features/reviews/components/reviews-section'));

const renderReport = (target: ComplaintTarget, id: number) => (
  <ReportButton target={target} targetId={id} compact />
);

/** A card's or an event's reviews, each review and reply with its "Report" (complaints). */
export function ListingReviews({ kind, id }: { kind: ListingKind; id: number }) {
  return (
    <BrowserOnly fallback={<ReviewsSkeleton />}>
      <Suspense fallback={<ReviewsSkeleton />}>
        <ReviewsSection kind={kind} id={id} renderReport={renderReport} />
      </Suspense>
    </BrowserOnly>
  );
}

/** "Report" for the record a page shows (a card, an event, a provider). */
export function ReportRecord({ target, id }: { target: ComplaintTarget; id: number }) {
  return <ReportButton target={target} targetId={id} />;
}
