import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Photo } from '@bilim/contract/listings';
import { api } from '@/lib/api-client';
import type { ListingKind } from './listing-kinds';
import { keepPhotos, photosPath, type PhotosAnswer } from './photos-cache';

/** POST /api/cabinet/{cards|events}/{id}/photos/{photoId}/main */
export async function setMainPhoto(
  kind: ListingKind,
  { id, photoId }: { id: number; photoId: number },
): Promise<Photo[]> {
  return (await api.post<PhotosAnswer>(`${photosPath(kind, id)}/${photoId}/main`)).data;
}

export function useSetMainPhoto(kind: ListingKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: { id: number; photoId: number }) => setMainPhoto(kind, variables),
    onSuccess: (photos, { id }) => keepPhotos(queryClient, kind, id, photos),
  });
}
