import { Button, Group, Stack, Title } from '@mantine/core';
import { Link, useParams, type LoaderFunctionArgs } from 'react-router';
import { preload } from '@/app/route-data';
import { useTranslation } from 'react-i18next';
import { toApiQuery, EMPTY_LIST_PARAMS } from '@/features/listings/lib/list-params';
import { cardsQueryOptions, useCards } from '@/features/listings/api/get-cards';
import { eventsQueryOptions, useEvents } from '@/features/listings/api/get-events';
import { CardGrid, EventGrid } from '@/features/listings/components/listing-grid';
import { providerQueryOptions, useProvider } from '@/features/providers/api/get-provider';
import { ProviderProfile } from '@/features/providers/components/provider-profile';
import { ProviderStatistics } from '@/features/statistics/components/provider-statistics';
import { EmptyState, ErrorState, LoadingState } from '@/components/query-state';
import { PageTitle } from '@/components/page-title';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { RecordActions } from '@/app/listing-trust';

const PER_PAGE = 48;

/** The provider's newest published cards or events. */
const providerListQuery = (kind: 'cards' | 'events', user: number) =>
  toApiQuery({ ...EMPTY_LIST_PARAMS, sort: 'newest' }, { kind, user, perPage: PER_PAGE });

export const loader = ({ params, context }: LoaderFunctionArgs) =>
  preload(context, async ({ queryClient }) => {
    const id = Number(params.userId);
    if (!Number.isInteger(id) || id <= 0) return;
    await Promise.all([
      queryClient.prefetchQuery(providerQueryOptions(id)),
      queryClient.prefetchQuery(cardsQueryOptions(providerListQuery('cards', id))),
      queryClient.prefetchQuery(eventsQueryOptions(providerListQuery('events', id))),
    ]);
  });

/** /userinfo/{userId}: a provider's page with their published cards and events. */
export function Component() {
  const { t } = useTranslation('catalog');
  const { userId } = useParams();
  const id = Number(userId);
  const valid = Number.isInteger(id) && id > 0;
  const provider = useProvider(valid ? id : 0);
  const cards = useCards(providerListQuery('cards', id), valid);
  const events = useEvents(providerListQuery('events', id), valid);
  const session = useSession();

  if (!valid || (provider.isError && isApiError(provider.error) && provider.error.status === 404)) {
    return (
      <>
        <PageTitle>{t('provider.notFound')}</PageTitle>
        <EmptyState>{t('provider.notFoundText')}</EmptyState>
        <Group justify="center">
          <Button component={Link} to={paths.catalog.getHref()} data-testid="provider-back">
            {t('detail.backToCatalog')}
          </Button>
        </Group>
      </>
    );
  }
  if (provider.isPending) return <LoadingState />;
  if (provider.isError) {
    return <ErrorState error={provider.error} onRetry={() => void provider.refetch()} />;
  }
  return (
    <Stack gap="xl">
      <ProviderProfile
        provider={provider.data}
        visitorActions={session?.user_id === id ? null : <RecordActions target="user" id={id} />}
      />
      <section>
        <Title order={2} fz="h3" mb="md">
          {t('provider.cards')}
        </Title>
        <CardGrid
          cards={cards.data?.data}
          isPending={cards.isPending}
          isError={cards.isError}
          error={cards.error}
          onRetry={() => void cards.refetch()}
          empty={t('provider.noCards')}
        />
      </section>
      <section>
        <Title order={2} fz="h3" mb="md">
          {t('provider.events')}
        </Title>
        <EventGrid
          events={events.data?.data}
          isPending={events.isPending}
          isError={events.isError}
          error={events.error}
          onRetry={() => void events.refetch()}
          empty={t('provider.noEvents')}
        />
      </section>
      <ProviderStatistics userId={id} />
    </Stack>
  );
}
