import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { translateError } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notify';
import { useCan } from '@/lib/permissions';
import { useUnpublishListing } from '../api/moderation';

/**
 * On a card's or an event's page, for staff holding `moderate:listing`: take the record off the
 * site with a reason (its owner is told why).
 */
export default function ModerationButton({ kind, id }: { kind: 'card' | 'event'; id: number }) {
  const { t } = useTranslation('staff');
  const allowed = useCan('moderate:listing');
  const unpublish = useUnpublishListing(kind, id);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!allowed) return null;
  const submit = () => {
    if (reason.trim() === '') {
      setError(t('common:fields.FILL_VALUE'));
      return;
    }
    setError(null);
    unpublish.mutate(reason.trim(), {
      onSuccess: () => {
        notifySuccess(t('moderation.done'));
        setOpen(false);
      },
      onError: (failure) => setError(translateError(failure, t)),
    });
  };
  return (
    <>
      <Button
        variant="subtle"
        color="red"
        size="compact-sm"
        leftSection={<IconEyeOff size={16} aria-hidden />}
        onClick={() => setOpen(true)}
        data-testid="moderate-unpublish"
      >
        {t('moderation.unpublish')}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t(`moderation.title.${kind}`)}
        centered
      >
        <Stack gap="sm">
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Textarea
            label={t('moderation.reason')}
            description={t('moderation.reasonHint')}
            required
            autosize
            minRows={3}
            maxLength={1000}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            data-testid="moderate-reason"
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setOpen(false)}>
              {t('actions.cancel')}
            </Button>
            <Button
              color="red"
              loading={unpublish.isPending}
              onClick={submit}
              data-testid="moderate-submit"
            >
              {t('moderation.unpublish')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
