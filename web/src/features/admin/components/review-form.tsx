import { useState } from 'react';
import { Button, Group, Rating, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { AdminComment, AdminReview } from '@bilim/contract/admin';
import {
  COMMENT_TEXT_MAX,
  commentUpdateBody,
  REVIEW_TEXT_MAX,
  reviewBody,
} from '@bilim/contract/trust';
import { FormPage } from '@/components/form-page';
import { ErrorState } from '@/components/query-state';
import { adminPaths } from '@/config/admin-paths';
import { fieldProps, formFailureText } from '@/lib/form';
import { formatMomentDay } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { notifySuccess } from '@/lib/notify';
import { useAdminReview, useCorrectReview, type ReviewKind } from '../api/reviews';

/**
 * /admin/scores/edit/{id} and /admin/comments/edit/{id}: an admin's correction of a review's
 * score and text (or a comment's text), with whose it is and about what.
 */
export function ReviewForm({ kind, id }: { kind: ReviewKind; id: number }) {
  const row = useAdminReview(kind, id);
  if (row.isPending) return <Skeleton height={420} />;
  if (row.isError) return <ErrorState error={row.error} onRetry={() => void row.refetch()} />;
  return <ReviewFormBody kind={kind} row={row.data} />;
}

function ReviewFormBody({ kind, row }: { kind: ReviewKind; row: AdminReview | AdminComment }) {
  const { t, i18n } = useTranslation('admin');
  const language = currentLanguage(i18n);
  const navigate = useNavigate();
  const correct = useCorrectReview(kind, row.id);
  const [formError, setFormError] = useState<string | null>(null);
  const isReview = 'score' in row;
  const list = kind === 'reviews' ? adminPaths.scores.getHref() : adminPaths.comments.getHref();
  const resolve = schemaResolver(isReview ? reviewBody : commentUpdateBody, { sync: true });
  // The text is named as the body names it (`review` or `comment`), so the schema's and the
  // server's errors on it land on the field.
  const textField = isReview ? 'review' : 'comment';
  const form = useForm({
    mode: 'controlled',
    initialValues: { score: isReview ? row.score : 0, review: row.text, comment: row.text },
    validate: (values) => resolve(bodyOf(values)),
  });
  function bodyOf(values: { score: number; review: string; comment: string }) {
    return isReview ? { score: values.score, review: values.review } : { comment: values.comment };
  }

  const submit = form.onSubmit((values) => {
    setFormError(null);
    correct.mutate(bodyOf(values), {
      onSuccess: () => {
        notifySuccess(t(`reviews.${kind}.saved`));
        void navigate(list);
      },
      onError: (error) => setFormError(formFailureText(form, error, t)),
    });
  });

  return (
    <FormPage
      title={t(`reviews.${kind}.editTitle`)}
      back={{ to: list, label: t(`reviews.${kind}.back`) }}
      onSubmit={submit}
      error={formError}
      testId="review-form"
    >
      <Text size="sm" c="dimmed">
        {t('reviews.about', {
          author: row.author.name,
          record: row.subject.title ?? t('reviews.recordGone'),
          day: formatMomentDay(row.created_at, language),
        })}
      </Text>
      {isReview && (
        <Stack gap={4}>
          <Text size="sm" fw={500} id="review-score-label">
            {t('reviews.score')}
          </Text>
          <Rating
            aria-labelledby="review-score-label"
            value={form.values.score}
            onChange={(score) => form.setFieldValue('score', score)}
            getSymbolLabel={(score) => t('reviews.scoreOf', { score })}
            data-testid="review-score"
          />
          {typeof form.errors['score'] === 'string' && (
            <Text size="sm" c="red.9">
              {fieldProps(form, 'score', t).error}
            </Text>
          )}
        </Stack>
      )}
      <Textarea
        label={t(`reviews.${kind}.text`)}
        required
        autosize
        minRows={4}
        maxLength={isReview ? REVIEW_TEXT_MAX : COMMENT_TEXT_MAX}
        {...fieldProps(form, textField, t)}
        data-testid="review-text"
      />
      <Group gap="xs">
        <Button type="submit" loading={correct.isPending} data-testid="review-save">
          {t('reviews.save')}
        </Button>
        <Button component={Link} to={list} variant="default">
          {t('common:actions.cancel')}
        </Button>
      </Group>
    </FormPage>
  );
}
