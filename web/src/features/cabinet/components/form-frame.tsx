import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { IconAlertTriangle, IconEye, IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * What both listing forms have around their sections: the restored-draft notice, the failure
 * above the form, and the Preview and Save buttons (the preview opens in a dialog).
 */
export function FormFrame({
  onSubmit,
  restoredDraft,
  onDiscardDraft,
  formError,
  saving,
  creating,
  preview,
  children,
}: {
  onSubmit: (event?: React.FormEvent<HTMLFormElement>) => void;
  restoredDraft: boolean;
  onDiscardDraft: () => void;
  formError: string | null;
  saving: boolean;
  creating: boolean;
  preview: () => ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('cabinet');
  const [previewOpen, setPreviewOpen] = useState(false);
  return (
    <form onSubmit={onSubmit} noValidate data-testid="listing-form">
      <Stack gap="lg">
        {restoredDraft && (
          <Alert
            color="cyan"
            variant="light"
            icon={<IconHistory size={18} aria-hidden />}
            data-testid="draft-restored"
          >
            <Group justify="space-between" gap="xs">
              {t('form.draftRestored')}
              <Button size="xs" variant="subtle" onClick={onDiscardDraft}>
                {t('form.discardDraft')}
              </Button>
            </Group>
          </Alert>
        )}
        {formError && (
          <Alert
            color="red"
            role="alert"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            data-testid="form-error"
          >
            {formError}
          </Alert>
        )}
        {children}
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            leftSection={<IconEye size={16} aria-hidden />}
            onClick={() => setPreviewOpen(true)}
            data-testid="preview-button"
          >
            {t('form.preview')}
          </Button>
          <Button type="submit" loading={saving} data-testid="submit">
            {creating ? t('form.create') : t('form.save')}
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={previewOpen}
        onClose={() => setPreviewOpen(false)}
        title={t('form.previewTitle')}
        size="xl"
      >
        {previewOpen && preview()}
      </Modal>
    </form>
  );
}

/**
 * Moves the focus to the first field the validation marked, so keyboard users land on it; when
 * no field is marked, brings the failure above the form into view.
 */
export function focusFirstError(): void {
  window.setTimeout(() => {
    const field = document.querySelector<HTMLElement>(
      '[data-testid="listing-form"] [aria-invalid="true"]',
    );
    if (field) field.focus();
    else document.querySelector('[data-testid="form-error"]')?.scrollIntoView({ block: 'center' });
  }, 0);
}
