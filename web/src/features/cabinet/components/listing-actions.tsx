import { useState, type ReactNode } from 'react';
import { Button, Group, Loader, Menu, Modal, Stack, Text } from '@mantine/core';
import {
  IconArchive,
  IconArrowBackUp,
  IconDots,
  IconEyeOff,
  IconPin,
  IconPinnedOff,
  IconSend,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ListingAction, ListingPolicies } from '@bilim/contract/listings';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCabinetListing } from '../api/get-listing';
import type { ListingKind } from '../api/listing-kinds';
import { useListingAction } from '../api/listing-action';
import { cabinetErrorText } from './error-text';

/** The order buttons appear in. */
export const ACTION_ORDER: readonly ListingAction[] = [
  'publish',
  'unpublish',
  'pin',
  'unpin',
  'archive',
  'restore',
  'delete',
];

/** Actions the spec asks to confirm ("Publish?", "Move to archive?" …); pinning is immediate. */
const CONFIRMED = new Set<ListingAction>(['publish', 'unpublish', 'archive', 'restore', 'delete']);

const ICONS: Record<ListingAction, ReactNode> = {
  publish: <IconSend size={16} aria-hidden />,
  unpublish: <IconEyeOff size={16} aria-hidden />,
  pin: <IconPin size={16} aria-hidden />,
  unpin: <IconPinnedOff size={16} aria-hidden />,
  archive: <IconArchive size={16} aria-hidden />,
  restore: <IconArrowBackUp size={16} aria-hidden />,
  delete: <IconTrash size={16} aria-hidden />,
};

/** The actions the server's `policies` allow, in display order (never derived on the client). */
export const allowedActions = (policies: ListingPolicies) =>
  ACTION_ORDER.filter((action) => policies[action]);

/**
 * Runs lifecycle actions of one kind, asking first where the spec wants a confirmation.
 * Answers `run(id, action)` and the confirmation dialog to render once.
 */
export function useConfirmedAction(kind: ListingKind, options: { onDeleted?: () => void } = {}) {
  const { t } = useTranslation(['cabinet', 'common']);
  const mutation = useListingAction(kind);
  const [pending, setPending] = useState<{ id: number; action: ListingAction } | null>(null);

  const execute = (id: number, action: ListingAction) =>
    mutation.mutate(
      { id, action },
      {
        onSuccess: () => {
          setPending(null);
          notifySuccess(t(`cabinet:done.${action}`));
          if (action === 'delete') options.onDeleted?.();
        },
        onError: (error) => {
          setPending(null);
          notifyError(cabinetErrorText(error, t));
        },
      },
    );

  const run = (id: number, action: ListingAction) => {
    if (CONFIRMED.has(action)) setPending({ id, action });
    else execute(id, action);
  };

  const modal = (
    <Modal
      opened={pending !== null}
      onClose={() => !mutation.isPending && setPending(null)}
      title={t('cabinet:confirm.title')}
      centered
    >
      <Stack>
        <Text data-testid="confirm-text">{pending && t(`cabinet:confirm.${pending.action}`)}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setPending(null)} disabled={mutation.isPending}>
            {t('cabinet:actions.cancel')}
          </Button>
          <Button
            color={pending?.action === 'delete' ? 'red' : undefined}
            loading={mutation.isPending}
            onClick={() => pending && execute(pending.id, pending.action)}
            data-testid="confirm-action"
          >
            {pending && t(`cabinet:actions.${pending.action}`)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );

  return { run, modal, isPending: mutation.isPending };
}

interface ActionButtonsProps {
  kind: ListingKind;
  record: { id: number; policies: ListingPolicies };
  onDeleted?: () => void;
}

/** A record's lifecycle buttons, exactly those its `policies` allow, each confirmed as the spec says. */
export function ListingActionButtons({ kind, record, onDeleted }: ActionButtonsProps) {
  const { t } = useTranslation('cabinet');
  const { run, modal, isPending } = useConfirmedAction(kind, { onDeleted });
  const actions = allowedActions(record.policies);
  return (
    <>
      <Group gap="xs" wrap="wrap" data-testid="listing-actions">
        {actions.map((action) => (
          <Button
            key={action}
            size="xs"
            variant={action === 'publish' ? 'filled' : 'light'}
            color={action === 'delete' ? 'red' : undefined}
            leftSection={ICONS[action]}
            onClick={() => run(record.id, action)}
            disabled={isPending}
            data-testid={`action-${action}`}
          >
            {t(`actions.${action}`)}
          </Button>
        ))}
      </Group>
      {modal}
    </>
  );
}

function RowActionItems({
  kind,
  id,
  onPick,
}: {
  kind: ListingKind;
  id: number;
  onPick: (action: ListingAction) => void;
}) {
  const { t } = useTranslation(['cabinet', 'common']);
  // Lists carry no policies: the record's own answer says what is allowed, fetched on opening.
  const { data, isPending, isError } = useCabinetListing(kind, id);
  if (isPending) {
    return (
      <Group justify="center" p="xs">
        <Loader size="xs" aria-label={t('common:states.loading')} />
      </Group>
    );
  }
  if (isError) return <Menu.Label>{t('common:states.errorTitle')}</Menu.Label>;
  const actions = allowedActions(data.policies);
  if (actions.length === 0) return <Menu.Label>{t('cabinet:list.noActions')}</Menu.Label>;
  return actions.map((action) => (
    <Menu.Item
      key={action}
      leftSection={ICONS[action]}
      color={action === 'delete' ? 'red' : undefined}
      onClick={() => onPick(action)}
      data-testid={`action-${action}`}
    >
      {t(`cabinet:actions.${action}`)}
    </Menu.Item>
  ));
}

/** The actions menu of a row in a list; the allowed actions load when it opens. */
export function ListingRowActions({
  kind,
  id,
  title,
  run,
}: {
  kind: ListingKind;
  id: number;
  title: string;
  run: (id: number, action: ListingAction) => void;
}) {
  const { t } = useTranslation('cabinet');
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <Button
          size="xs"
          variant="default"
          rightSection={<IconDots size={14} aria-hidden />}
          aria-label={t('list.actionsFor', { title })}
          data-testid="row-actions"
        >
          {t('list.actions')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <RowActionItems kind={kind} id={id} onPick={(action) => run(id, action)} />
      </Menu.Dropdown>
    </Menu>
  );
}
