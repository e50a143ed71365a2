import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LANGUAGE_TAGS } from '@bilim/contract/constants';
import { ERRORS, isErrorCode } from '@bilim/contract/errors';
import type { Photo } from '@bilim/contract/listings';
import { ApiError } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { getSession } from '@/lib/session';
import type { ListingKind } from './listing-kinds';
import { keepPhotos, photosAnswer, photosPath } from './photos-cache';

export interface UploadPhotosVariables {
  id: number;
  files: File[];
  /** Called with the share of the body sent so far, 0 to 1. */
  onProgress?: (share: number) => void;
}

function failure(status: number, text: string): ApiError {
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object') {
      const { message, code } = body as Record<string, unknown>;
      return new ApiError(
        status,
        typeof message === 'string' ? message : `HTTP ${status}`,
        isErrorCode(code) ? code : undefined,
      );
    }
  } catch {
    // Not JSON: only the status is known.
  }
  return new ApiError(status, `HTTP ${status}`);
}

/**
 * POST /api/cabinet/{cards|events}/{id}/photos, multipart field `photos`, one or more files.
 * Sent with XMLHttpRequest, the one browser API that reports upload progress; answers all photos.
 */
export function uploadPhotos(
  kind: ListingKind,
  { id, files, onProgress }: UploadPhotosVariables,
): Promise<Photo[]> {
  const body = new FormData();
  for (const file of files) body.append('photos', file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', photosPath(kind, id));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.setRequestHeader('Accept-Language', LANGUAGE_TAGS[currentLanguage()]);
    const session = getSession();
    if (session) xhr.setRequestHeader('Authorization', `Bearer ${session.access_token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () =>
      reject(new ApiError(0, ERRORS.SERVER_ERROR_TRY_LATER.message, 'SERVER_ERROR_TRY_LATER'));
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(failure(xhr.status, xhr.responseText));
        return;
      }
      try {
        resolve(photosAnswer.parse(JSON.parse(xhr.responseText)).data);
      } catch {
        reject(new ApiError(xhr.status, ERRORS.UNKNOWN_ERROR.message, 'UNKNOWN_ERROR'));
      }
    };
    xhr.send(body);
  });
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
