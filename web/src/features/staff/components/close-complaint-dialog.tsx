import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { calendarDay, shiftDay } from '@bilim/contract/calendar';
import {
  complaintCloseBody,
  type ComplaintCloseBody,
  type SupportComplaint,
} from '@bilim/contract/staff';
import { COMPLAINT_NOTE_MAX, RESTRICTION_TYPES, type RestrictionType } from '@bilim/contract/trust';
import { DateField } from '@/components/localized-dates';
import { isApiError } from '@/lib/api-client';
import { fieldProps, formFailureText } from '@/lib/form';
import { notifySuccess } from '@/lib/notify';
import { useCloseComplaint } from '../api/complaints';

type Values = {
  resolution: string;
  remove_target: boolean;
  restrict: boolean;
  restriction_type: RestrictionType;
  restriction_until: string | null;
  restriction_reason: string;
};

/** The one transition a complaint has, refused: closed already (by a colleague, in another tab). */
const isClosedMeanwhile = (error: unknown) =>
  isApiError(error) && error.code === 'INVALID_TRANSITION';

/**
 * Closing a complaint: the resolution, and in the same step (optionally) the target taken down
 * (a review or comment deleted, a card or event unpublished) and its author restricted. A user
 * cannot be taken down, only restricted.
 */
export function CloseComplaintDialog({
  complaint,
  onClose,
}: {
  complaint: SupportComplaint;
  onClose: () => void;
}) {
  const { t } = useTranslation('staff');
  const close = useCloseComplaint(complaint.id);
  const [formError, setFormError] = useState<string | null>(null);
  const removable = complaint.target_type !== 'user' && !complaint.target?.removed;
  const author = complaint.target?.author ?? null;
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      resolution: '',
      remove_target: false,
      restrict: false,
      restriction_type:
        complaint.target_type === 'review' || complaint.target_type === 'comment'
          ? 'review'
          : 'publish',
      restriction_until: null,
      restriction_reason: '',
    },
    validate: (values) => {
      const errors = schemaResolver(complaintCloseBody, { sync: true })(bodyOf(values));
      // The restriction's fields are named apart in the form.
      return Object.fromEntries(
        Object.entries(errors).map(([field, message]) => [
          field
            .replace('restrict_author.type', 'restriction_type')
            .replace('restrict_author.until', 'restriction_until')
            .replace('restrict_author.reason', 'restriction_reason'),
          message,
        ]),
      );
    },
  });
  const submit = form.onSubmit((values) => {
    setFormError(null);
    close.mutate(bodyOf(values), {
      onSuccess: () => {
        notifySuccess(t('complaints.closed'));
        onClose();
      },
      onError: (error) =>
        setFormError(
          isClosedMeanwhile(error)
            ? t('complaints.alreadyClosed')
            : formFailureText(form, error, t),
        ),
    });
  });
  const today = calendarDay(new Date());
  return (
    <Modal opened onClose={onClose} title={t('complaints.closeTitle')} centered size="lg">
      <form onSubmit={submit} noValidate data-testid="close-complaint-form">
        <Stack gap="sm">
          {formError && (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          )}
          <Text size="sm" c="dimmed">
            {complaint.target?.label ?? t('complaints.gone')}
          </Text>
          <Textarea
            label={t('complaints.resolution')}
            description={t('complaints.resolutionHint')}
            required
            autosize
            minRows={3}
            maxLength={COMPLAINT_NOTE_MAX}
            {...fieldProps(form, 'resolution', t)}
            data-testid="complaint-resolution"
          />
          {removable && (
            <Checkbox
              label={t(`complaints.remove.${complaint.target_type}`)}
              {...form.getInputProps('remove_target', { type: 'checkbox' })}
              data-testid="complaint-remove-target"
            />
          )}
          {author && (
            <Checkbox
              label={t('complaints.restrictAuthor', { name: author.name })}
              {...form.getInputProps('restrict', { type: 'checkbox' })}
              data-testid="complaint-restrict"
            />
          )}
          {author && form.values.restrict && (
            <Stack gap="xs" pl="lg">
              <Select
                label={t('restrictions.type')}
                required
                data={RESTRICTION_TYPES.map((value) => ({
                  value,
                  label: t(`restrictions.types.${value}`),
                }))}
                allowDeselect={false}
                {...fieldProps(form, 'restriction_type', t)}
                data-testid="complaint-restriction-type"
              />
              <DateField
                label={t('restrictions.until')}
                description={t('restrictions.untilHint')}
                clearable
                minDate={shiftDay(today, 1)}
                {...fieldProps(form, 'restriction_until', t)}
              />
              <TextInput
                label={t('restrictions.reason')}
                required
                {...fieldProps(form, 'restriction_reason', t)}
                data-testid="complaint-restriction-reason"
              />
            </Stack>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button
              type="submit"
              loading={close.isPending}
              // Sending again can only be refused again.
              disabled={isClosedMeanwhile(close.error)}
              data-testid="complaint-close-submit"
            >
              {t('complaints.close')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function bodyOf(values: Values): ComplaintCloseBody {
  return {
    resolution: values.resolution,
    ...(values.remove_target && { remove_target: true }),
    ...(values.restrict && {
      restrict_author: {
        type: values.restriction_type,
        // A day: through it, on Kazakhstan's calendar (the server reads it so).
        until: values.restriction_until,
        reason: values.restriction_reason,
      },
    }),
  };
}
