import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Badge, Button, Group, Loader, Menu, Modal, Stack, Text } from '@mantine/core';
import {
  IconArchive,
  IconArrowBackUp,
  IconCrown,
  IconDots,
  IconEyeOff,
  IconPin,
  IconPinnedOff,
  IconSend,
  IconTrash,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CardPolicies } from '@bilim/contract/cards';
import type { ListingAction, ListingPolicies } from '@bilim/contract/listings';
import { ErrorState } from '@/components/query-state';
import { formatMomentDay } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { notifyError, notifySuccess } from '@/lib/notify';
import { ownRestrictionsKey } from '@/lib/own-restrictions';
import { isShortOfFunds, useAccountBalance, useBuyVip, useVipOffer } from '../api/buy-vip';
import { useCabinetListing } from '../api/get-listing';
import type { ListingKind } from '../api/listing-kinds';
import { useListingAction, type StateAction } from '../api/listing-action';
import { cabinetErrorText, isRestricted } from './error-text';
import { newRequestKey } from '@/lib/request-key';
import { ShortOfFundsAlert } from '@/components/short-of-funds-alert';

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

/** The button that takes an action's place once it is done ("Pin" becomes "Unpin"). */
const REPLACED_BY: Record<StateAction, ListingAction> = {
  publish: 'unpublish',
  unpublish: 'publish',
  pin: 'unpin',
  unpin: 'pin',
  archive: 'restore',
  restore: 'publish',
};

/**
 * A done action's button leaves with the changed record, and the focus with it, to <body>: it
 * goes to the button in its place, else to the first one left. False while the clicked button is
 * still there (the changed record not rendered yet).
 */
function focusReplacement(group: HTMLElement | null, action: StateAction): boolean {
  if (!group || group.querySelector(`[data-testid="action-${action}"]`)) return false;
  const target =
    group.querySelector<HTMLButtonElement>(`[data-testid="action-${REPLACED_BY[action]}"]`) ??
    group.querySelector<HTMLButtonElement>('button:not(:disabled)');
  target?.focus();
  return true;
}

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
export function useConfirmedAction(
  kind: ListingKind,
  options: { onDeleted?: () => void; onDone?: (action: StateAction) => void } = {},
) {
  const { t } = useTranslation(['cabinet', 'common']);
  const mutation = useListingAction(kind);
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<{ id: number; action: ListingAction } | null>(null);

  const execute = (id: number, action: ListingAction) =>
    mutation.mutate(
      { id, action },
      {
        onSuccess: () => {
          setPending(null);
          notifySuccess(t(`cabinet:done.${action}`));
          if (action === 'delete') options.onDeleted?.();
          else options.onDone?.(action);
        },
        onError: (error) => {
          setPending(null);
          // A restriction set after this page was read: its notice appears with the end and reason.
          if (isRestricted(error)) {
            void queryClient.invalidateQueries({ queryKey: ownRestrictionsKey() });
          }
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

/** What the VIP action reads of a card (events have none of it). */
interface VipFields {
  vip?: boolean;
  vip_until?: string | null | undefined;
}

/** A day of an ISO moment in the interface language, counted in Kazakhstan's calendar. */
function useDayFormat() {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return {
    language,
    day: (iso: string) => formatMomentDay(iso, language),
  };
}

/** "VIP until 12 December 2026" while a card is VIP (just "VIP" when no period was bought). */
function VipMark({ card }: { card: VipFields }) {
  const { t } = useTranslation('cabinet');
  const { day } = useDayFormat();
  if (!card.vip) return null;
  return (
    <Badge
      color="yellow"
      c="dark"
      variant="filled"
      leftSection={<IconCrown size={12} aria-hidden />}
      data-testid="vip-mark"
    >
      {card.vip_until ? t('vip.until', { date: day(card.vip_until) }) : t('vip.mark')}
    </Badge>
  );
}

/**
 * "Make VIP" / "Extend VIP" for a card whose `policies.vip` allows it: a confirmation showing the
 * price (GET /api/cabinet/vip), then one charge from the balance. A short balance is explained
 * in the dialog with a link to top up.
 */
export function VipAction({ card }: { card: { id: number; account_id: number } & VipFields }) {
  const { t } = useTranslation(['cabinet', 'common']);
  const { language, day } = useDayFormat();
  // Named when the dialog opens: a retry of the same confirmation is never charged twice.
  const [requestKey, setRequestKey] = useState<string | null>(null);
  const offer = useVipOffer({ enabled: requestKey !== null });
  const purchase = useBuyVip();
  const extending = Boolean(card.vip);
  // What the balance lacks, once a purchase was refused for it: the top-up starts with it.
  const short = isShortOfFunds(purchase.error);
  const balance = useAccountBalance(card.account_id, { enabled: short });
  const missing =
    short && offer.data && balance.data !== undefined ? offer.data.price - balance.data : undefined;
  const close = () => {
    if (purchase.isPending) return;
    setRequestKey(null);
    purchase.reset();
  };

  const confirm = () => {
    if (!requestKey) return;
    purchase.mutate(
      { cardId: card.id, requestKey },
      {
        onSuccess: (updated) => {
          setRequestKey(null);
          purchase.reset();
          notifySuccess(
            updated.vip_until
              ? t('cabinet:vip.done', { date: day(updated.vip_until) })
              : t('cabinet:vip.mark'),
          );
        },
        onError: (error) => {
          // The dialog explains a short balance; anything else closes it with a message.
          if (isShortOfFunds(error)) return;
          setRequestKey(null);
          notifyError(cabinetErrorText(error, t));
        },
      },
    );
  };

  const price = offer.data ? formatMoney(offer.data.price, offer.data.currency, language) : '';
  return (
    <>
      <Button
        size="xs"
        color="yellow"
        autoContrast
        leftSection={<IconCrown size={16} aria-hidden />}
        onClick={() => setRequestKey(newRequestKey())}
        data-testid="action-vip"
      >
        {t(extending ? 'cabinet:vip.extend' : 'cabinet:vip.make')}
      </Button>
      <Modal
        opened={requestKey !== null}
        onClose={close}
        title={t(extending ? 'cabinet:vip.extendTitle' : 'cabinet:vip.makeTitle')}
        centered
      >
        {offer.isPending ? (
          <Group justify="center" p="md">
            <Loader size="sm" aria-label={t('common:states.loading')} />
          </Group>
        ) : offer.isError ? (
          <ErrorState error={offer.error} onRetry={() => void offer.refetch()} />
        ) : (
          <Stack>
            <Text data-testid="vip-offer">
              {t('cabinet:vip.offer', { price, days: offer.data.days })}
            </Text>
            {extending && card.vip_until && (
              <Text size="sm" c="dimmed">
                {t('cabinet:vip.extendFrom', { date: day(card.vip_until) })}
              </Text>
            )}
            {short && (
              <ShortOfFundsAlert
                code="NOT_ENOUGH_FUNDS"
                missing={missing}
                testId="vip-not-enough-funds"
              >
                <Text size="sm">{t('cabinet:vip.topUpHint', { price })}</Text>
              </ShortOfFundsAlert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={purchase.isPending}>
                {t('cabinet:actions.cancel')}
              </Button>
              <Button
                color="yellow"
                c="dark"
                loading={purchase.isPending}
                onClick={confirm}
                data-testid="confirm-vip"
              >
                {t('cabinet:vip.pay', { price })}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}

interface ActionButtonsProps {
  kind: ListingKind;
  /** Cards carry `policies.vip`, `vip` and `vip_until`; events leave them out. */
  record: {
    id: number;
    account_id: number;
    policies: ListingPolicies & Pick<CardPolicies, 'vip'>;
  } & VipFields;
  onDeleted?: () => void;
}

/**
 * A record's lifecycle buttons, exactly those its `policies` allow, each confirmed as the spec
 * says; for cards also the VIP mark and, when allowed, buying it.
 */
export function ListingActionButtons({ kind, record, onDeleted }: ActionButtonsProps) {
  const { t } = useTranslation('cabinet');
  const group = useRef<HTMLDivElement>(null);
  // "Pin" becomes "Unpin": the focus follows once the changed record is on screen, whichever
  // comes first, the answer's callback or the re-render.
  const focusAfter = useRef<StateAction | null>(null);
  const onDone = (action: StateAction) => {
    focusAfter.current = focusReplacement(group.current, action) ? null : action;
  };
  useEffect(() => {
    const action = focusAfter.current;
    if (action && focusReplacement(group.current, action)) focusAfter.current = null;
  }, [record]);
  const { run, modal, isPending } = useConfirmedAction(kind, { onDeleted, onDone });
  const actions = allowedActions(record.policies);
  return (
    <>
      <Group ref={group} gap="xs" wrap="wrap" data-testid="listing-actions">
        {kind === 'cards' && <VipMark card={record} />}
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
        {kind === 'cards' && record.policies.vip && <VipAction card={record} />}
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
