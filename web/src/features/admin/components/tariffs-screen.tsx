import { useState } from 'react';
import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
// The back offices' table styles (and their readable empty state).
import '@/lib/back-office-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminTariff, TariffCounts } from '@bilim/contract/admin';
import { ConfirmModal } from '@/components/confirm-modal';
import { DeleteAction } from '@/components/delete-action';
import { ErrorState } from '@/components/query-state';
import { PageTitle } from '@/components/page-title';
import { adminPaths } from '@/config/admin-paths';
import { formatCount } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { localized } from '@/lib/localized';
import { notifySuccess } from '@/lib/notify';
import { useAdminTariffs, useDeleteTariff, useSetTariffActive } from '../api/tariffs';
import { TariffPrice } from './tariff-price';

const COUNTS: Array<keyof TariffCounts> = ['total', 'active', 'inactive', 'paid', 'free'];

/**
 * /admin/tariffs (spec §2 "tariffs management"): the counts (total, active, inactive, paid,
 * free), every tariff with its price, limits and accounts, and the quick actions: activate or
 * deactivate, edit, delete one nothing uses; create.
 */
export function TariffsScreen() {
  const { t, i18n } = useTranslation('admin');
  const language = currentLanguage(i18n);
  const tariffs = useAdminTariffs();
  const setActive = useSetTariffActive();
  const remove = useDeleteTariff();
  const [deleting, setDeleting] = useState<AdminTariff | null>(null);

  const title = (tariff: AdminTariff) => localized(tariff.title, language);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <PageTitle mb={0}>{t('tariffs.title')}</PageTitle>
        <Button
          component={Link}
          to={adminPaths.tariffCreate.getHref()}
          leftSection={<IconPlus size={18} aria-hidden />}
          data-testid="tariff-create"
        >
          {t('tariffs.create')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm" data-testid="tariff-counts">
        {COUNTS.map((key) => (
          <Paper key={key} withBorder radius="md" p="sm" mih={74}>
            <Text size="sm" c="dimmed">
              {t(`tariffs.counts.${key}`)}
            </Text>
            {tariffs.data ? (
              <Text fz="h3" fw={700} data-testid={`tariff-count-${key}`}>
                {formatCount(tariffs.data.meta[key], language)}
              </Text>
            ) : (
              <Skeleton height={28} mt={4} width={48} />
            )}
          </Paper>
        ))}
      </SimpleGrid>
      {tariffs.isError ? (
        <ErrorState error={tariffs.error} onRetry={() => void tariffs.refetch()} />
      ) : (
        <DataTable<AdminTariff>
          withTableBorder
          borderRadius="md"
          minHeight={220}
          records={tariffs.data?.data ?? []}
          fetching={tariffs.isPending}
          noRecordsText={t('tariffs.none')}
          data-testid="tariffs-table"
          columns={[
            {
              accessor: 'title',
              title: t('tariffs.name'),
              render: (tariff) => (
                <Stack gap={0}>
                  <Anchor component={Link} to={adminPaths.tariffShow.getHref(tariff.id)} fw={500}>
                    {title(tariff)}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {t(`tariffs.kinds.${tariff.kind}`)}
                    {tariff.is_default && ` · ${t('tariffs.default')}`}
                  </Text>
                </Stack>
              ),
            },
            {
              accessor: 'price',
              title: t('tariffs.price'),
              render: (tariff) => <TariffPrice tariff={tariff} />,
            },
            {
              accessor: 'limits',
              title: t('tariffs.limits'),
              render: (tariff) =>
                t('tariffs.limitsShort', {
                  cards: formatCount(tariff.cards_limit, language),
                  events: formatCount(tariff.events_limit, language),
                  photos: formatCount(tariff.card_photos_limit, language),
                }),
            },
            {
              accessor: 'accounts',
              title: t('tariffs.accounts'),
              textAlign: 'right',
              render: (tariff) => formatCount(tariff.accounts, language),
            },
            {
              accessor: 'active',
              title: t('tariffs.state'),
              render: (tariff) => (
                <Switch
                  checked={tariff.active}
                  disabled={tariff.is_default || setActive.isPending}
                  label={tariff.active ? t('tariffs.active') : t('tariffs.inactive')}
                  aria-label={t(tariff.active ? 'tariffs.deactivate' : 'tariffs.activate', {
                    title: title(tariff),
                  })}
                  onChange={(event) =>
                    setActive.mutate(
                      { id: tariff.id, active: event.currentTarget.checked },
                      {
                        onSuccess: ({ data }) =>
                          notifySuccess(
                            t(data.active ? 'tariffs.activated' : 'tariffs.deactivated', {
                              title: title(tariff),
                            }),
                          ),
                      },
                    )
                  }
                  data-testid="tariff-active"
                />
              ),
            },
            {
              accessor: 'actions',
              title: <VisuallyHidden>{t('tariffs.actions')}</VisuallyHidden>,
              textAlign: 'right',
              render: (tariff) => (
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <ActionIcon
                    component={Link}
                    to={adminPaths.tariffEdit.getHref(tariff.id)}
                    variant="subtle"
                    aria-label={t('tariffs.edit', { title: title(tariff) })}
                  >
                    <IconPencil size={18} aria-hidden />
                  </ActionIcon>
                  <DeleteAction
                    label={t('tariffs.delete', { title: title(tariff) })}
                    blockedReason={
                      tariff.is_default
                        ? t('tariffs.cannotDeleteDefault')
                        : tariff.accounts > 0
                          ? t('tariffs.cannotDeleteUsed')
                          : null
                    }
                    onClick={() => setDeleting(tariff)}
                    testId="tariff-delete"
                  />
                </Group>
              ),
            },
          ]}
        />
      )}
      <ConfirmModal
        opened={deleting !== null}
        title={t('tariffs.deleteTitle')}
        text={deleting ? t('tariffs.deleteText', { title: title(deleting) }) : ''}
        confirmLabel={t('tariffs.deleteConfirm')}
        loading={remove.isPending}
        testId="tariff-delete-confirm"
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notifySuccess(t('tariffs.deleted', { title: title(deleting) }));
              setDeleting(null);
            },
            onError: () => setDeleting(null),
          });
        }}
      />
    </Stack>
  );
}
