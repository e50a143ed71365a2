import { ErrorState } from '@/components/query-state';
import { ApiError } from '@/lib/api-client';
import type { ListingKind } from '@/features/cabinet/api/listing-kinds';

/** A malformed record id answers like an unknown one: "Card not found" / "Event not found". */
export function NotFoundContent({ kind }: { kind: ListingKind }) {
  const code = kind === 'cards' ? 'CARD_NOT_FOUND' : 'EVENT_NOT_FOUND';
  return <ErrorState error={new ApiError(404, code, code)} />;
}
