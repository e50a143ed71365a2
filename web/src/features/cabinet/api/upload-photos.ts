import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Photo } from '@bilim/contract/listings';
import { upload } from '@/lib/api-client';
import type { ListingKind } from './listing-kinds';
import { keepPhotos, photosPath, type PhotosAnswer } from './photos-cache';

export interface UploadPhotosVariables {
  id: number;
  files: File[];
  /** Called with the share of the body sent so far, 0 to 1. */
  onProgress?: (share: number) => void;
}

/** POST /api/cabinet/{cards|events}/{id}/photos, multipart field `photos`; answers all photos. */
export async function uploadPhotos(
  kind: ListingKind,
  { id, files, onProgress }: UploadPhotosVariables,
): Promise<Photo[]> {
  const body = new FormData();
  for (const file of files) body.append('photos', file, file.name);
  const answer = await upload<PhotosAnswer>(photosPath(kind, id), body, { onProgress });
  return answer.data;
}

/** The photo manager shows upload failures itself (translated IMAGE_* and tariff texts). */
export function useUploadPhotos(kind: ListingKind) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (variables: UploadPhotosVariables) => uploadPhotos(kind, variables),
    onSuccess: (photos, { id }) => keepPhotos(queryClient, kind, id, photos),
  });
}
