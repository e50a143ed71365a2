import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconEye, IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/**
 * A failed save: the text above the form (null when every message found its field) and whether
 * the tariff's limit refused it (the alert then leads to the tariffs).
 */
export interface FormFailure {
  text: string | null;
  tariffLimit: boolean;
}

const INVALID_FIELD = '[data-testid="listing-form"] [aria-invalid="true"]';

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
  /** A new object for every failed save, so each one is brought to the user. */
  formError: FormFailure | null;
  saving: boolean;
  creating: boolean;
  preview: () => ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('cabinet');
  const [previewOpen, setPreviewOpen] = useState(false);
  const alert = useRef<HTMLDivElement>(null);
  // After the failure is rendered (a timer in the save's callback may run before it is): to the
  // first marked field, else to the alert, which may be far above a long form scrolled to Save.
  useEffect(() => {
    if (!formError) return;
    const field = document.querySelector<HTMLElement>(INVALID_FIELD);
    if (field) {
      field.focus();
      return;
    }
    alert.current?.scrollIntoView({ block: 'center' });
    alert.current?.focus({ preventScroll: true });
  }, [formError]);
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
        {formError?.text && (
          <Alert
            ref={alert}
            color="red"
            role="alert"
            tabIndex={-1}
            icon={<IconAlertTriangle size={18} aria-hidden />}
            data-testid="form-error"
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{formError.text}</Text>
              {formError.tariffLimit && (
                <Button
                  component={Link}
                  to={paths.tariff.getHref()}
                  size="xs"
                  color="red"
                  data-testid="form-error-tariffs"
                >
                  {t('tariffLimit.toTariffs')}
                </Button>
              )}
            </Stack>
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
    const field = document.querySelector<HTMLElement>(INVALID_FIELD);
    if (field) field.focus();
    else document.querySelector('[data-testid="form-error"]')?.scrollIntoView({ block: 'center' });
  }, 0);
}
