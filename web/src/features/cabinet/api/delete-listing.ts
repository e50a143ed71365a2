import { api } from '@/lib/api-client';
import { cabinetPath, type ListingKind } from './listing-kinds';

/** DELETE /api/cabinet/{cards|events}/{id}: 204; only from new or archived (else 409). */
export async function deleteCabinetListing(kind: ListingKind, id: number): Promise<void> {
  await api.delete(cabinetPath(kind, id));
}
