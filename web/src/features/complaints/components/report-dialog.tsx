import { useState } from 'react';
import { Alert, Button, Group, Modal, Radio, Stack, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_NOTE_MAX,
  complaintBody,
  type ComplaintBody,
  type ComplaintTarget,
} from '@bilim/contract/trust';
import { fieldProps, formFailureText } from '@/lib/form';
import { notifySuccess } from '@/lib/notify';
import { useCreateComplaint } from '../api/create-complaint';

/** The report form in a dialog: what is wrong (a category) and a note for support. */
export default function ReportDialog({
  target,
  targetId,
  onClose,
}: {
  target: ComplaintTarget;
  targetId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('reviews');
  const create = useCreateComplaint();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ComplaintBody>({
    mode: 'controlled',
    initialValues: {
      target_type: target,
      target_id: targetId,
      category: '' as ComplaintBody['category'],
      note: '',
    },
    validate: schemaResolver(complaintBody, { sync: true }),
  });
  const submit = form.onSubmit((values) => {
    setFormError(null);
    create.mutate(values, {
      onSuccess: ({ existing }) => {
        notifySuccess(t(existing ? 'report.alreadySent' : 'report.sent'));
        onClose();
      },
      onError: (error) => setFormError(formFailureText(form, error, t)),
    });
  });
  const category = fieldProps(form, 'category', t);
  return (
    <Modal opened onClose={onClose} title={t(`report.title.${target}`)} centered>
      <form onSubmit={submit} noValidate data-testid="report-form">
        <Stack gap="sm">
          {formError && (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          )}
          <Radio.Group
            label={t('report.category')}
            required
            value={form.values.category}
            onChange={(value) => form.setFieldValue('category', value as ComplaintBody['category'])}
            error={category.error}
            name="category"
          >
            <Stack gap={8} mt={6}>
              {COMPLAINT_CATEGORIES.map((value) => (
                <Radio
                  key={value}
                  value={value}
                  label={t(`report.categories.${value}`)}
                  data-testid={`report-category-${value}`}
                />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label={t('report.note')}
            description={t('report.noteHint')}
            autosize
            minRows={3}
            maxRows={8}
            maxLength={COMPLAINT_NOTE_MAX}
            required
            {...fieldProps(form, 'note', t)}
            data-testid="report-note"
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button
              type="submit"
              color="red"
              loading={create.isPending}
              data-testid="report-submit"
            >
              {t('report.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
