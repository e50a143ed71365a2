import { lazy, Suspense } from 'react';
import type { ListingKind } from '@bilim/contract/constants';
import { Group } from '@mantine/core';
import { SUPPORT_ROLES } from '@bilim/contract/constants';
import type { ComplaintTarget } from '@bilim/contract/trust';
import { BrowserOnly } from '@/components/browser-only';
import { WriteButton } from '@/features/chats/components/write-button';
import { ReportButton } from '@/features/complaints/components/report-button';
import { ReviewsSkeleton } from '@/features/reviews/components/reviews-skeleton';
import { hasRole, useSession } from '@/lib/session';

// Staff's moderation loads for staff only.
const ModerationButton = lazy(() => import('@/features/staff/components/moderation-button'));

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

/**
 * What a visitor may do about the record a page shows (a card, an event, a provider): write to
 * its provider (chats) and report it (complaints); staff also take it off the site (moderation).
 */
export function RecordActions({ target, id }: { target: 'card' | 'event' | 'user'; id: number }) {
  const staff = hasRole(useSession(), SUPPORT_ROLES);
  return (
    <Group gap="xs">
      <WriteButton target={target === 'user' ? { kind: 'provider', id } : { kind: target, id }} />
      <ReportButton target={target} targetId={id} />
      {staff && target !== 'user' && (
        <BrowserOnly fallback={null}>
          <Suspense fallback={null}>
            <ModerationButton kind={target} id={id} />
          </Suspense>
        </BrowserOnly>
      )}
    </Group>
  );
}
