import { Anchor, Badge, Button, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconPencil, IconPin } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CabinetAccount } from '@bilim/contract/cabinet';
import type { CardDetail } from '@bilim/contract/cards';
import type { Catalog, City, Tag } from '@bilim/contract/dictionaries';
import type { EventDetail } from '@bilim/contract/events';
import { ErrorState, LoadingState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { useAccounts } from '@/lib/current-account';
import { useCabinetListing } from '../api/get-listing';
import type { ListingKind } from '../api/listing-kinds';
import { CardForm } from './card-form';
import { EventForm } from './event-form';
import { cardValuesFromRecord, eventValuesFromRecord } from './form-values';
import { ListingActionButtons } from './listing-actions';
import { PublishRestrictedNotice } from './publish-restricted-notice';
import { ListingPreview, type PreviewSource } from './listing-preview';
import { CABINET_LINKS, type ListingLinks } from './listing-row';
import { ListingsToolbar } from './listings-screen';
import { PhotoManager } from './photo-manager';
import { StateBadge } from './state-badge';

interface Dictionaries {
  catalog: Catalog;
  cities: readonly City[];
  /** The tags a card may carry. */
  tags: readonly Tag[];
}

const publicHref = (kind: ListingKind, id: number) =>
  kind === 'cards' ? paths.card.getHref(id) : paths.event.getHref(id);

const previewSource = (record: CardDetail | EventDetail): PreviewSource =>
  'owner_name' in record
    ? { kind: 'events', values: eventValuesFromRecord(record) }
    : { kind: 'cards', values: cardValuesFromRecord(record) };

/** The photo limit of the record's account tariff (undefined until the accounts load). */
function usePhotoLimit(kind: ListingKind, accountId: number | undefined): number | undefined {
  const { data: accounts } = useAccounts();
  const account = accounts?.find((item) => item.id === accountId);
  if (!account) return undefined;
  return kind === 'cards' ? account.limits.card_photos : account.limits.event_photos;
}

/** /cabinet/{cards|events}/create: the empty form; a saved record opens its page (photos next). */
export function ListingCreateScreen({
  kind,
  account,
  catalog,
  cities,
  tags,
  links = CABINET_LINKS,
}: {
  kind: ListingKind;
  account: Pick<CabinetAccount, 'id'>;
  links?: ListingLinks;
} & Dictionaries) {
  const { t } = useTranslation('cabinet');
  const navigate = useNavigate();
  const onSaved = (record: { id: number }) => void navigate(links.show(kind, record.id));
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t(`kinds.${kind}.photosAfterSave`)}
      </Text>
      {kind === 'cards' ? (
        <CardForm
          accountId={account.id}
          catalog={catalog}
          cities={cities}
          tags={tags}
          onSaved={onSaved}
        />
      ) : (
        <EventForm accountId={account.id} catalog={catalog} cities={cities} onSaved={onSaved} />
      )}
    </Stack>
  );
}

/** /cabinet/{cards|events}/{id}/edit: the filled form and the photos. */
export function ListingEditScreen({
  kind,
  id,
  catalog,
  cities,
  tags,
  links = CABINET_LINKS,
}: { kind: ListingKind; id: number; links?: ListingLinks } & Dictionaries) {
  const navigate = useNavigate();
  const query = useCabinetListing(kind, id);
  const limit = usePhotoLimit(kind, query.data?.account_id);
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const record = query.data;
  const onSaved = () => void navigate(links.show(kind, id));
  return (
    <Stack gap="lg">
      <Group gap="xs">
        <StateBadge state={record.state} />
      </Group>
      {'owner_name' in record ? (
        <EventForm
          key={record.id}
          accountId={record.account_id}
          event={record}
          catalog={catalog}
          cities={cities}
          onSaved={onSaved}
        />
      ) : (
        <CardForm
          key={record.id}
          accountId={record.account_id}
          card={record}
          catalog={catalog}
          cities={cities}
          tags={tags}
          onSaved={onSaved}
        />
      )}
      <Divider />
      <PhotoManager
        kind={kind}
        recordId={record.id}
        photos={record.photos}
        limit={limit}
        canEdit={record.policies.update}
      />
    </Stack>
  );
}

/**
 * /cabinet/{cards|events}/{id}/show: the owner's view: state, the allowed actions, photos, and
 * the record as the public will see it.
 */
export function ListingShowScreen({
  kind,
  id,
  catalog,
  cities,
  links = CABINET_LINKS,
}: { kind: ListingKind; id: number; links?: ListingLinks } & Dictionaries) {
  const { t } = useTranslation('cabinet');
  const navigate = useNavigate();
  const query = useCabinetListing(kind, id);
  const limit = usePhotoLimit(kind, query.data?.account_id);
  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    return (
      <Stack>
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        <ListingsToolbar kind={kind} archive={false} />
      </Stack>
    );
  }
  const record = query.data;
  return (
    <Stack gap="lg" data-testid="listing-show">
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Group gap="xs" wrap="wrap">
            <StateBadge state={record.state} size="lg" />
            {record.pinned && (
              <Badge
                variant="outline"
                color="grape"
                size="lg"
                leftSection={<IconPin size={12} aria-hidden />}
                data-testid="pinned-mark"
              >
                {t('list.pinned')}
              </Badge>
            )}
          </Group>
          <PublishRestrictedNotice />
          <Group gap="xs" wrap="wrap">
            {record.policies.update && (
              <Button
                component={Link}
                to={links.edit(kind, record.id)}
                size="xs"
                variant="default"
                leftSection={<IconPencil size={14} aria-hidden />}
                data-testid="edit-listing"
              >
                {t('actions.edit')}
              </Button>
            )}
            <ListingActionButtons
              kind={kind}
              record={record}
              onDeleted={() => void navigate(links.list(kind))}
            />
          </Group>
          {record.state === 'published' && (
            <Anchor
              component={Link}
              to={publicHref(kind, record.id)}
              size="sm"
              data-testid="public-link"
            >
              <Group gap={4} component="span">
                {t('show.publicPage')}
                <IconExternalLink size={14} aria-hidden />
              </Group>
            </Anchor>
          )}
        </Stack>
      </Paper>
      <PhotoManager
        kind={kind}
        recordId={record.id}
        photos={record.photos}
        limit={limit}
        canEdit={record.policies.update}
      />
      <Divider label={t('show.asPublic')} labelPosition="left" />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <ListingPreview
          source={previewSource(record)}
          photos={record.photos}
          catalog={catalog}
          cities={cities}
          currency={record.currency}
        />
      </Paper>
    </Stack>
  );
}
