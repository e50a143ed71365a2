import type { QueryClient } from '@tanstack/react-query';
import type { Data } from '@bilim/contract/api';
import type { Photo } from '@bilim/contract/listings';
import { cabinetKeys, refreshAfterChange, type DetailOf, type ListingKind } from './listing-kinds';

/** Every photo call answers all photos of the record. */
export type PhotosAnswer = Data<Photo[]>;

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
