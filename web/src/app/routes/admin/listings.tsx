import { ListingsList } from '@/features/admin/components/listings-list';

/** /admin/cards and /admin/events: every record. */
export function Component({ kind }: { kind: 'cards' | 'events' }) {
  return <ListingsList key={kind} kind={kind} />;
}
