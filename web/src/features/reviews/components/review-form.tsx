import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Input,
  Paper,
  Rating,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { REVIEW_TEXT_MIN, reviewBody, type Review, type ReviewBody } from '@bilim/contract/trust';
import { fieldProps, formFailureText } from '@/lib/form';
import { notifySuccess } from '@/lib/notify';
import type { ListingKind } from '@bilim/contract/constants';
import { useWriteReview } from '../api/write-review';

/**
 * Writing a review of a record, or editing one's own (`own`): a score of one to five stars and a
 * text of at least REVIEW_TEXT_MIN characters. The server keeps one review per user and record.
 */
export function ReviewForm({
  kind,
  id,
  own,
  onDone,
}: {
  kind: ListingKind;
  id: number;
  own: Review | null;
  onDone?: () => void;
}) {
  const { t } = useTranslation('reviews');
  const write = useWriteReview(kind, id);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ReviewBody>({
    mode: 'controlled',
    initialValues: { score: own?.score ?? 0, review: own?.review ?? '' },
    validate: schemaResolver(reviewBody, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    setFormError(null);
    write.mutate(values, {
      onSuccess: () => {
        notifySuccess(own ? t('form.updated') : t('form.sent'));
        if (!own) form.reset();
        onDone?.();
      },
      onError: (error) => setFormError(formFailureText(form, error, t)),
    });
  });

  const score = fieldProps(form, 'score', t);
  const length = form.values.review.trim().length;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      onSubmit={submit}
      noValidate
      aria-labelledby="review-form-title"
      data-testid="review-form"
    >
      <Stack gap="sm">
        <Title order={3} fz="h5" id="review-form-title">
          {own ? t('form.editTitle') : t('form.title')}
        </Title>
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <Input.Wrapper label={t('form.score')} required error={score.error} id="review-score">
          <Rating
            size="lg"
            value={form.values.score}
            onChange={(value) => form.setFieldValue('score', value)}
            getSymbolLabel={(value) => t('stars', { score: value })}
            // Mantine's stars only preview the arrow keys' choice (Space takes it); as in any
            // radio group, the star the arrows reach is the score.
            onKeyUp={(event) => {
              const star = event.target;
              if (event.key.startsWith('Arrow') && star instanceof HTMLInputElement)
                form.setFieldValue('score', Number(star.value));
            }}
            name="score"
            data-testid="review-score"
          />
        </Input.Wrapper>
        <Textarea
          label={t('form.text')}
          description={t('form.textHint', { min: REVIEW_TEXT_MIN })}
          autosize
          minRows={3}
          maxRows={10}
          required
          {...fieldProps(form, 'review', t)}
          data-testid="review-text"
        />
        {/* Wraps on a phone: Russian and Kazakh button labels are long. */}
        <Group justify="space-between" gap="xs">
          <Text size="xs" c={length < REVIEW_TEXT_MIN ? 'dimmed' : 'teal.9'} aria-live="polite">
            {t('form.length', { length, min: REVIEW_TEXT_MIN })}
          </Text>
          <Group gap="xs" ml="auto">
            {own && onDone && (
              <Button variant="default" onClick={onDone}>
                {t('actions.cancel')}
              </Button>
            )}
            <Button type="submit" loading={write.isPending} data-testid="review-submit">
              {own ? t('form.save') : t('form.send')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
