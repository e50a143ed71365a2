import { useState } from 'react';
import { Badge, Box, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconMessageReply, IconPencil, IconThumbUp, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Comment, Review } from '@bilim/contract/trust';
import type { ReactNode } from 'react';
import { formatCount, formatMomentDay } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import type { ListingKind } from '@bilim/contract/constants';
import { useDeleteBySupport } from '../api/delete-by-support';
import { useMarkHelpful } from '../api/mark-helpful';
import { CommentForm } from './comment-form';
import { Stars } from './stars';

/** The "Report" control of a review or comment: the complaints feature's, given by the page. */
export type RenderReport = (target: 'review' | 'comment', id: number) => ReactNode;

/** A review or comment's text, or the notice that support deleted it (in the reader's language). */
function WrittenText({ text, deleted }: { text: string; deleted: boolean }) {
  const { t } = useTranslation();
  if (deleted)
    return (
      <Text size="sm" c="dimmed" fs="italic" data-testid="deleted-by-support">
        {t('errors.REVIEW_DELETED_BY_SUPPORT')}
      </Text>
    );
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
      {text}
    </Text>
  );
}

/** Support's delete of a review or comment (moderation), after a confirmation. */
function DeleteBySupport({
  kind,
  id,
  target,
  targetId,
}: {
  kind: ListingKind;
  id: number;
  target: 'review' | 'comment';
  targetId: number;
}) {
  const { t } = useTranslation('reviews');
  const remove = useDeleteBySupport(kind, id);
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button
        variant="subtle"
        color="red"
        size="compact-xs"
        leftSection={<IconTrash size={14} aria-hidden />}
        onClick={() => setConfirming(true)}
        data-testid={`${target}-delete`}
      >
        {t('moderation.delete')}
      </Button>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t(`moderation.title.${target}`)}
        centered
      >
        <Stack gap="sm">
          <Text size="sm">{t('moderation.text')}</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('actions.cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate({ target, targetId }, { onSuccess: () => setConfirming(false) })
              }
              data-testid={`${target}-delete-confirm`}
            >
              {t('moderation.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

function CommentItem({
  kind,
  id,
  comment,
  renderReport,
}: {
  kind: ListingKind;
  id: number;
  comment: Comment;
  renderReport: RenderReport;
}) {
  const { t, i18n } = useTranslation('reviews');
  const language = currentLanguage(i18n);
  const session = useSession();
  const [editing, setEditing] = useState(false);
  return (
    <Box
      pl="md"
      py={4}
      style={{ borderLeft: '3px solid var(--mantine-color-gray-3)' }}
      data-testid="comment"
    >
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="wrap">
          <Text size="sm" fw={600}>
            {comment.author.name}
          </Text>
          {comment.by_owner && (
            <Badge size="sm" variant="light" color="cyan" tt="none">
              {t('comments.owner')}
            </Badge>
          )}
          <Text size="xs" c="dimmed">
            {formatMomentDay(comment.created_at, language)}
          </Text>
        </Group>
        <Group gap={4} wrap="nowrap">
          {comment.policies.update && !editing && (
            <Button
              variant="subtle"
              size="compact-xs"
              leftSection={<IconPencil size={14} aria-hidden />}
              onClick={() => setEditing(true)}
              data-testid="comment-edit"
            >
              {t('comments.edit')}
            </Button>
          )}
          {comment.policies.delete && !comment.deleted_by_support && (
            <DeleteBySupport kind={kind} id={id} target="comment" targetId={comment.id} />
          )}
          {session?.user_id !== comment.author.id &&
            !comment.deleted_by_support &&
            renderReport('comment', comment.id)}
        </Group>
      </Group>
      {editing ? (
        <CommentForm
          kind={kind}
          id={id}
          scoreId={comment.score_id}
          commentId={comment.id}
          text={comment.comment}
          label={t('comments.editLabel')}
          onDone={() => setEditing(false)}
        />
      ) : (
        <WrittenText text={comment.comment} deleted={comment.deleted_by_support} />
      )}
    </Box>
  );
}

/** "Helpful (3)": a toggle for those who may mark it, the count alone for the others. */
function HelpfulButton({ kind, id, review }: { kind: ListingKind; id: number; review: Review }) {
  const { t, i18n } = useTranslation('reviews');
  const language = currentLanguage(i18n);
  const mark = useMarkHelpful(kind, id, review.id);
  // The answer follows the mark: until it comes, the button shows what was asked.
  const marked = mark.isPending ? mark.variables : review.helpful;
  const count = review.helpful_count + (mark.isPending ? (marked ? 1 : -1) : 0);
  const label = t('helpful.label', { value: formatCount(Math.max(count, 0), language) });
  if (!review.policies.helpful) {
    return review.helpful_count > 0 ? (
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    ) : null;
  }
  return (
    <Button
      variant={marked ? 'light' : 'subtle'}
      size="compact-sm"
      leftSection={<IconThumbUp size={16} aria-hidden />}
      aria-pressed={marked}
      onClick={() => mark.mutate(!marked)}
      data-testid="review-helpful"
    >
      {label}
    </Button>
  );
}

/** One review: who, the stars, when, the text; the replies under it; reply and report. */
export function ReviewItem({
  kind,
  id,
  review,
  renderReport,
}: {
  kind: ListingKind;
  id: number;
  review: Review;
  renderReport: RenderReport;
}) {
  const { t, i18n } = useTranslation('reviews');
  const language = currentLanguage(i18n);
  const session = useSession();
  const [replying, setReplying] = useState(false);
  const edited = review.updated_at !== review.created_at;
  return (
    <Paper component="article" withBorder radius="md" p="md" data-testid="review">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Text fw={600}>{review.author.name}</Text>
            <Group gap="xs">
              <Stars score={review.score} size={14} />
              <Text size="xs" c="dimmed">
                {formatMomentDay(review.created_at, language)}
                {edited && ` · ${t('edited')}`}
              </Text>
            </Group>
          </Stack>
          <Group gap={4} wrap="nowrap">
            {review.policies.delete && !review.deleted_by_support && (
              <DeleteBySupport kind={kind} id={id} target="review" targetId={review.id} />
            )}
            {session?.user_id !== review.author.id &&
              !review.deleted_by_support &&
              renderReport('review', review.id)}
          </Group>
        </Group>
        <WrittenText text={review.review} deleted={review.deleted_by_support} />
        {review.comments.length > 0 && (
          <Stack gap="xs" mt={4}>
            {review.comments.map((comment) => (
              <CommentItem
                key={comment.id}
                kind={kind}
                id={id}
                comment={comment}
                renderReport={renderReport}
              />
            ))}
          </Stack>
        )}
        {!review.deleted_by_support && (
          <Group gap="xs">
            <HelpfulButton kind={kind} id={id} review={review} />
            {review.policies.comment && !replying && (
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconMessageReply size={16} aria-hidden />}
                onClick={() => setReplying(true)}
                data-testid="review-reply"
              >
                {t('comments.reply')}
              </Button>
            )}
          </Group>
        )}
        {review.policies.comment && replying && (
          <CommentForm
            kind={kind}
            id={id}
            scoreId={review.id}
            label={t('comments.replyLabel')}
            onDone={() => setReplying(false)}
          />
        )}
      </Stack>
    </Paper>
  );
}
