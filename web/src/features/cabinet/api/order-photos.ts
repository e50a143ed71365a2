import { useMutation, useQueryClient } from '@tanstack/react-query';
import { photoOrderBody, type Photo } from '@bilim/contract/listings';
import { api } from '@/lib/api-client';
import type { ListingKind } from './listing-kinds';
import { keepPhotos, photosPath, type PhotosAnswer } from './photos-cache';

/** PUT /api/cabinet/{cards|events}/{id}/photos/order with every photo id in the new order. */
export async function orderPhotos(
  kind: ListingKind,
  { id, photoIds }: { id: number; photoIds: number[] },
): Promise<Photo[]> {
  const body = photoOrderBody.parse({ photo_ids: photoIds });
  return (await api.put<PhotosAnswer>(`${photosPath(kind, id)}/order`, body)).data;
}

export function useOrderPhotos(kind: ListingKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: { id: number; photoIds: number[] }) => orderPhotos(kind, variables),
    onSuccess: (photos, { id }) => keepPhotos(queryClient, kind, id, photos),
  });
}
