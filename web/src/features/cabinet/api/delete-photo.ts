import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Photo } from '@bilim/contract/listings';
import { api } from '@/lib/api-client';
import type { ListingKind } from './listing-kinds';
import { keepPhotos, photosPath, type PhotosAnswer } from './photos-cache';

/** DELETE /api/cabinet/{cards|events}/{id}/photos/{photoId}: answers the remaining photos. */
export async function deletePhoto(
  kind: ListingKind,
  { id, photoId }: { id: number; photoId: number },
): Promise<Photo[]> {
  return (await api.delete<PhotosAnswer>(`${photosPath(kind, id)}/${photoId}`)).data;
}

export function useDeletePhoto(kind: ListingKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: { id: number; photoId: number }) => deletePhoto(kind, variables),
    onSuccess: (photos, { id }) => keepPhotos(queryClient, kind, id, photos),
  });
}
