import { useState } from 'react';
import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { commentUpdateBody } from '@bilim/contract/trust';
import { fieldProps, formFailureText } from '@/lib/form';
import { notifySuccess } from '@/lib/notify';
import type { ListingKind } from '@bilim/contract/constants';
import { useWriteComment } from '../api/write-comment';

/** A reply to a review (`scoreId`), or the edit of one (`commentId` with its `text`). */
export function CommentForm({
  kind,
  id,
  scoreId,
  commentId,
  text = '',
  label,
  onDone,
}: {
  kind: ListingKind;
  id: number;
  scoreId: number;
  commentId?: number;
  text?: string;
  label: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('reviews');
  const write = useWriteComment(kind, id);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<{ comment: string }>({
    mode: 'controlled',
    initialValues: { comment: text },
    validate: schemaResolver(commentUpdateBody, { sync: true }),
  });
  const submit = form.onSubmit(({ comment }) => {
    setFormError(null);
    write.mutate(
      { scoreId, commentId, comment },
      {
        onSuccess: () => {
          notifySuccess(commentId === undefined ? t('comments.sent') : t('comments.saved'));
          onDone();
        },
        onError: (error) => setFormError(formFailureText(form, error, t)),
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate data-testid="comment-form">
      <Stack gap="xs">
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <Textarea
          label={label}
          autosize
          minRows={2}
          maxRows={8}
          required
          // Opened by "Reply" or "Edit": the writer goes on in the text.
          autoFocus
          {...fieldProps(form, 'comment', t)}
          data-testid="comment-text"
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="xs" onClick={onDone}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" size="xs" loading={write.isPending} data-testid="comment-submit">
            {commentId === undefined ? t('comments.send') : t('comments.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
