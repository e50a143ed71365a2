import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch, IconX } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { calendarDay, shiftDay } from '@bilim/contract/calendar';
import type { VipCard } from '@bilim/contract/staff';
import { DateField } from '@/components/localized-dates';
import { ErrorState } from '@/components/query-state';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { supportPaths } from '@/config/support-paths';
import { translateError, translateFieldErrors } from '@/lib/api-client';
import { formatMomentDay } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { notifySuccess } from '@/lib/notify';
import { usePromotions, useSetPromotions, useSetVip, useVipCards } from '../api/advertisement';
import { useSearchState } from '@/lib/use-search-state';
import { SortableList } from '@/components/sortable-list';
import { pagingProps, tableTexts } from '@/lib/back-office-table';
import { focusableScroll } from '../lib/scroll-region';

/** Promoted cards on the home page at most (the section shows them in this order). */
const PROMOTED_MAX = 12;

const KEYS = ['scope', 'q'] as const;

/**
 * /support/advertisement: cards marked VIP (and when it ends), VIP granted or ended without a
 * charge, and the cards promoted on the home page, in their order.
 */
export function Advertisement() {
  const { t } = useTranslation('staff');
  return (
    <Stack gap="xl">
      <PageTitle mb={0}>{t('advertisement.title')}</PageTitle>
      <Promotions />
      <VipCards />
    </Stack>
  );
}

function VipCards() {
  const { t, i18n } = useTranslation('staff');
  const language = currentLanguage(i18n);
  const search = useSearchState(KEYS);
  const scope = search.values.scope === 'all' ? 'all' : 'vip';
  const [text, setText] = useState(search.values.q);
  const applyText = useDebouncedCallback((value: string) => search.set({ q: value.trim() }), 350);
  const cards = useVipCards(search.query);
  const setVip = useSetVip();
  const [granting, setGranting] = useState<VipCard | null>(null);
  const promotions = usePromotions();
  const promote = useSetPromotions();
  const promotedIds = promotions.data?.map((card) => card.id) ?? [];
  return (
    <Stack gap="sm">
      <Title order={2} fz="h3">
        {t('advertisement.vipTitle')}
      </Title>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SegmentedControl
          value={scope}
          onChange={(value) => search.set({ scope: value === 'vip' ? null : value })}
          data={[
            { value: 'vip', label: t('advertisement.scopeVip') },
            { value: 'all', label: t('advertisement.scopeAll') },
          ]}
          aria-label={t('advertisement.scope')}
        />
        <TextInput
          aria-label={t('advertisement.search')}
          placeholder={t('advertisement.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            applyText(event.currentTarget.value);
          }}
          maxLength={100}
          w={280}
          data-testid="vip-search"
        />
      </Group>
      {cards.isError ? (
        <ErrorState error={cards.error} onRetry={() => void cards.refetch()} />
      ) : (
        <DataTable<VipCard>
          withTableBorder
          borderRadius="md"
          minHeight={200}
          records={cards.data?.data ?? []}
          fetching={cards.isFetching}
          {...tableTexts(t)}
          {...pagingProps(cards.data?.meta, (page) => search.set({ page }), t, language)}
          data-testid="vip-table"
          scrollAreaProps={focusableScroll(t('advertisement.vipTitle'))}
          columns={[
            {
              accessor: 'title',
              title: t('advertisement.card'),
              render: (card) => (
                <Stack gap={0}>
                  <Anchor component={Link} to={paths.card.getHref(card.id)}>
                    {card.title}
                  </Anchor>
                  <Anchor
                    component={Link}
                    to={supportPaths.user.getHref(card.owner.id)}
                    size="xs"
                    c="dimmed"
                  >
                    {card.account.name} · {card.owner.name}
                  </Anchor>
                </Stack>
              ),
            },
            {
              accessor: 'vip_until',
              title: t('advertisement.vipUntil'),
              render: (card) =>
                card.vip ? (
                  <Badge color="yellow" variant="light">
                    {card.vip_until
                      ? t('advertisement.vipTill', {
                          day: formatMomentDay(card.vip_until, language),
                        })
                      : t('advertisement.vipOpen')}
                  </Badge>
                ) : (
                  '—'
                ),
            },
            {
              accessor: 'id',
              title: t('advertisement.actions'),
              render: (card) => (
                <Group gap={4} wrap="nowrap">
                  <Button
                    size="compact-sm"
                    variant="light"
                    onClick={() => setGranting(card)}
                    data-testid={`vip-grant-${card.id}`}
                  >
                    {card.vip ? t('advertisement.extend') : t('advertisement.grant')}
                  </Button>
                  {card.vip && (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      loading={setVip.isPending && setVip.variables.cardId === card.id}
                      onClick={() =>
                        setVip.mutate(
                          { cardId: card.id, until: null },
                          {
                            onSuccess: () =>
                              notifySuccess(t('advertisement.ended', { title: card.title })),
                          },
                        )
                      }
                    >
                      {t('advertisement.end')}
                    </Button>
                  )}
                  {card.state === 'published' && !promotedIds.includes(card.id) && (
                    <Button
                      size="compact-sm"
                      variant="default"
                      disabled={promotedIds.length >= PROMOTED_MAX || promotions.isPending}
                      loading={promote.isPending}
                      onClick={() => promote.mutate([...promotedIds, card.id])}
                      data-testid={`promote-${card.id}`}
                    >
                      {t('advertisement.promote')}
                    </Button>
                  )}
                </Group>
              ),
            },
          ]}
        />
      )}
      {granting && <GrantVipDialog card={granting} onClose={() => setGranting(null)} />}
    </Stack>
  );
}

function GrantVipDialog({ card, onClose }: { card: VipCard; onClose: () => void }) {
  const { t } = useTranslation('staff');
  const setVip = useSetVip();
  const today = calendarDay(new Date());
  const [until, setUntil] = useState<string | null>(shiftDay(today, 30));
  const fieldError = setVip.isError ? translateFieldErrors(setVip.error, t).until : undefined;
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('advertisement.grantTitle', { title: card.title })}
      centered
    >
      <Stack gap="sm">
        {setVip.isError && !fieldError && (
          <Alert color="red" role="alert">
            {translateError(setVip.error, t)}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          {t('advertisement.grantHint')}
        </Text>
        <DateField
          label={t('advertisement.vipUntil')}
          required
          minDate={shiftDay(today, 1)}
          value={until}
          onChange={setUntil}
          error={fieldError}
          data-testid="vip-until"
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button
            disabled={!until}
            loading={setVip.isPending}
            onClick={() =>
              until &&
              setVip.mutate(
                { cardId: card.id, until },
                {
                  onSuccess: () => {
                    notifySuccess(t('advertisement.granted', { title: card.title }));
                    onClose();
                  },
                },
              )
            }
            data-testid="vip-grant-submit"
          >
            {t('advertisement.grant')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The home page's promoted cards: dragged into order, removed; saved at once. */
function Promotions() {
  const { t } = useTranslation('staff');
  const promotions = usePromotions();
  const save = useSetPromotions();
  const items = promotions.data ?? [];
  return (
    <Stack gap="sm">
      <Title order={2} fz="h3">
        {t('advertisement.promotedTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('advertisement.promotedHint', { max: PROMOTED_MAX })}
      </Text>
      {promotions.isError ? (
        <ErrorState error={promotions.error} onRetry={() => void promotions.refetch()} />
      ) : promotions.isPending ? (
        <Text c="dimmed">{t('table.loading')}</Text>
      ) : items.length === 0 ? (
        <Text c="dimmed">{t('advertisement.noPromoted')}</Text>
      ) : (
        <SortableList
          items={items}
          disabled={save.isPending}
          onReorder={(ids) => save.mutate(ids)}
          handleLabel={(card, index) =>
            t('advertisement.move', { title: card.title, n: index + 1 })
          }
          itemName={(card) => card.title}
          instructions={t('order.instructions')}
          testId="promoted-list"
          renderItem={(card) => (
            <Group justify="space-between" style={{ flex: 1 }} wrap="nowrap">
              <Stack gap={0}>
                <Anchor component={Link} to={paths.card.getHref(card.id)}>
                  {card.title}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {card.account.name}
                  {card.state !== 'published' ? ` · ${t('advertisement.notShown')}` : ''}
                </Text>
              </Stack>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('advertisement.unpromote', { title: card.title })}
                disabled={save.isPending}
                onClick={() =>
                  save.mutate(items.filter((item) => item.id !== card.id).map((item) => item.id))
                }
              >
                <IconX size={16} aria-hidden />
              </ActionIcon>
            </Group>
          )}
        />
      )}
    </Stack>
  );
}
