import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Data } from '@bilim/contract/api';
import {
  commentBody,
  commentUpdateBody,
  type Comment,
  type CommentBody,
} from '@bilim/contract/trust';
import { api } from '@/lib/api-client';
import type { ListingKind } from '@bilim/contract/constants';
import { reviewsKeys } from './reviews-keys';

/** POST /api/comments: a reply to a review (the owner's, or the reviewer's follow-up). */
export async function addComment(input: CommentBody): Promise<Comment> {
  return (await api.post<Data<Comment>>('/api/comments', commentBody.parse(input))).data;
}

/** POST /api/comments/{id} with `_method=PUT` (spec §7): its author edits the text. */
export async function editComment(id: number, comment: string): Promise<Comment> {
  const body = { ...commentUpdateBody.parse({ comment }), _method: 'PUT' };
  return (await api.post<Data<Comment>>(`/api/comments/${id}`, body)).data;
}

export type CommentVariables = { scoreId: number; comment: string; commentId?: number };

/** Adds a comment, or edits one (`commentId`); the record's reviews are asked again. */
export function useWriteComment(kind: ListingKind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: ({ scoreId, comment, commentId }: CommentVariables) =>
      commentId === undefined
        ? addComment({ score_id: scoreId, comment })
        : editComment(commentId, comment),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsKeys.of(kind, id) }),
  });
}
