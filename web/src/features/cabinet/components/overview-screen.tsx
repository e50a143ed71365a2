import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArchive, IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CabinetAccount } from '@bilim/contract/cabinet';
import { LISTING_STATES } from '@bilim/contract/listings';
import { EmptyState, ErrorState, LoadingState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { currentLanguage } from '@/lib/i18n';
import { localized } from '@/lib/localized';
import { useCabinetOverview } from '../api/get-overview';
import type { ListingKind } from '../api/listing-kinds';
import { ListingRow } from './listing-row';

/** Records that count against the tariff's limit: every state but archived. */
const activeCount = (counts: CabinetAccount['cards']) =>
  counts.new + counts.published + counts.unpublished;

function Usage({ kind, account }: { kind: ListingKind; account: CabinetAccount }) {
  const { t } = useTranslation('cabinet');
  const counts = account[kind];
  const used = activeCount(counts);
  const limit = kind === 'cards' ? account.limits.cards : account.limits.events;
  const photos = kind === 'cards' ? account.limits.card_photos : account.limits.event_photos;
  const share = limit > 0 ? Math.min(100, (used / limit) * 100) : 100;
  return (
    <Paper withBorder radius="md" p="md" data-testid={`usage-${kind}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="h4">
            {t(`nav.${kind}`)}
          </Title>
          <Text fw={700} data-testid={`usage-${kind}-count`}>
            {t('overview.ofLimit', { count: used, limit })}
          </Text>
        </Group>
        <Progress
          value={share}
          color={used >= limit ? 'red' : 'cyan'}
          aria-label={t('overview.usageLabel', { kind: t(`nav.${kind}`) })}
        />
        <Group gap="md" wrap="wrap">
          {LISTING_STATES.map((state) => (
            <Text key={state} size="sm" c="dimmed">
              {t(`states.${state}`)}: <b>{counts[state]}</b>
            </Text>
          ))}
        </Group>
        <Text size="sm">{t(`overview.photosLimit.${kind}`, { limit: photos })}</Text>
      </Stack>
    </Paper>
  );
}

function QuickActions() {
  const { t } = useTranslation('cabinet');
  return (
    <Group gap="sm" wrap="wrap">
      <Button
        component={Link}
        to={paths.cabinetCardCreate.getHref()}
        leftSection={<IconPlus size={16} aria-hidden />}
        data-testid="cabinet-create-card"
      >
        {t('kinds.cards.create')}
      </Button>
      <Button
        component={Link}
        to={paths.cabinetEventCreate.getHref()}
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        data-testid="cabinet-create-event"
      >
        {t('kinds.events.create')}
      </Button>
      <Button
        component={Link}
        to={paths.cabinetCardsArchive.getHref()}
        variant="default"
        leftSection={<IconArchive size={16} aria-hidden />}
      >
        {t('kinds.cards.archive')}
      </Button>
      <Button
        component={Link}
        to={paths.cabinetEventsArchive.getHref()}
        variant="default"
        leftSection={<IconArchive size={16} aria-hidden />}
      >
        {t('kinds.events.archive')}
      </Button>
    </Group>
  );
}

/** /cabinet: the current account's usage against its tariff, the latest records, quick actions. */
export function OverviewScreen({ account }: { account: CabinetAccount }) {
  const { t, i18n } = useTranslation(['cabinet', 'common']);
  const overview = useCabinetOverview(account.id);
  const current = overview.data?.account ?? account;
  return (
    <Stack gap="lg">
      <QuickActions />
      <Text c="dimmed" data-testid="cabinet-tariff">
        {t('cabinet:account.tariff', {
          title: localized(current.tariff.title, currentLanguage(i18n)),
        })}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Usage kind="cards" account={current} />
        <Usage kind="events" account={current} />
      </SimpleGrid>
      <Alert variant="light" color="cyan" icon={<IconInfoCircle size={18} aria-hidden />}>
        {t('cabinet:overview.tariffHint')}{' '}
        <Anchor component={Link} to={paths.tariff.getHref()} inherit data-testid="overview-tariffs">
          {t('cabinet:overview.tariffLink')}
        </Anchor>
      </Alert>
      {overview.isPending ? (
        <LoadingState />
      ) : overview.isError ? (
        <ErrorState error={overview.error} onRetry={() => void overview.refetch()} />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {(['cards', 'events'] as const).map((kind) => {
            const latest =
              kind === 'cards' ? overview.data.latest_cards : overview.data.latest_events;
            return (
              <Stack key={kind} gap="sm" data-testid={`latest-${kind}`}>
                <Group justify="space-between">
                  <Title order={2} fz="h4">
                    {t(`cabinet:overview.latest.${kind}`)}
                  </Title>
                  <Anchor
                    component={Link}
                    to={
                      kind === 'cards'
                        ? paths.cabinetCards.getHref()
                        : paths.cabinetEvents.getHref()
                    }
                    size="sm"
                  >
                    {t('cabinet:overview.seeAll')}
                  </Anchor>
                </Group>
                {latest.length === 0 ? (
                  <EmptyState>{t(`cabinet:kinds.${kind}.empty`)}</EmptyState>
                ) : (
                  latest.map((record) => <ListingRow key={record.id} kind={kind} record={record} />)
                )}
              </Stack>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
