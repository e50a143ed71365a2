import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { dataOf } from '@bilim/contract/api';
import { photoSchema, type Photo } from '@bilim/contract/listings';
import { cabinetKeys, refreshAfterChange, type DetailOf, type ListingKind } from './listing-kinds';

/** Every photo call answers all photos of the record: { data: Photo[] }. */
export const photosAnswer = dataOf(z.array(photoSchema));

export const photosPath = (kind: ListingKind, id: number) => `/api/cabinet/${kind}/${id}/photos`;

/** Puts the record's new photos into its cached answer and refreshes the lists (main photo). */
export async function keepPhotos<Kind extends ListingKind>(
  queryClient: QueryClient,
  kind: Kind,
  id: number,
  photos: Photo[],
): Promise<void> {
  queryClient.setQueryData<DetailOf<Kind>>(cabinetKeys.detail(kind, id), (record) =>
    record
      ? { ...record, photos, main_photo: photos.find((photo) => photo.is_main) ?? null }
      : record,
  );
  await refreshAfterChange(queryClient, kind);
}
