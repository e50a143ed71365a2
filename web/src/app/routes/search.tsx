import { Badge, Group, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { Link, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { preload } from '@/app/route-data';
import { useTranslation } from 'react-i18next';
import { useCurrentCitySlug } from '@/features/dictionaries/hooks/use-current-city';
import { CardGrid, EventGrid, ListingSkeletons } from '@/features/listings/components/listing-grid';
import { ProviderItem } from '@/features/providers/components/provider-profile';
import {
  SEARCH_TEXT_MAX,
  searchQueryOptions,
  searchTextOf,
  useSearch,
} from '@/features/search/api/search';
import { EmptyState, ErrorState } from '@/components/query-state';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  preload(context, async ({ queryClient, city }) => {
    const { text } = searchTextOf(new URL(request.url).searchParams);
    if (text) await queryClient.prefetchQuery(searchQueryOptions(text, city));
  });

/** /search?text= : cards, events and providers found by one search, in tabs with counts. */
export function Component() {
  const { t } = useTranslation('catalog');
  const [params, setParams] = useSearchParams();
  const { text, shortened } = searchTextOf(params);
  const tab = params.get('tab') ?? 'cards';
  const city = useCurrentCitySlug();
  const query = useSearch(text, city);

  const title = text ? t('search.titleFor', { text }) : t('search.title');
  const heading = (
    <>
      <PageTitle>{title}</PageTitle>
      {shortened && (
        <Text c="dimmed" mt="-xs" mb="md" data-testid="search-shortened">
          {t('search.shortened', { max: SEARCH_TEXT_MAX })}
        </Text>
      )}
    </>
  );
  if (!text) {
    return (
      <>
        {heading}
        <EmptyState>{t('search.enterText')}</EmptyState>
      </>
    );
  }
  if (query.isPending) {
    return (
      <>
        {heading}
        <ListingSkeletons />
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        {heading}
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </>
    );
  }
  const { data, meta } = query.data;
  const total = meta.cards_total + meta.events_total + data.providers.length;
  const state = { isPending: false, isError: false, error: null };
  const count = (value: number) => (
    <Badge size="sm" variant="light" ml={4} data-testid="tab-count">
      {value}
    </Badge>
  );

  return (
    <>
      {heading}
      {total === 0 ? (
        <EmptyState>{t('search.nothing')}</EmptyState>
      ) : (
        <Tabs
          value={tab}
          onChange={(value) => {
            const next = new URLSearchParams(params);
            next.set('tab', value ?? 'cards');
            setParams(next, { replace: true });
          }}
        >
          <Tabs.List mb="md">
            <Tabs.Tab value="cards" data-testid="search-tab-cards">
              {t('search.cards')}
              {count(meta.cards_total)}
            </Tabs.Tab>
            <Tabs.Tab value="events" data-testid="search-tab-events">
              {t('search.events')}
              {count(meta.events_total)}
            </Tabs.Tab>
            <Tabs.Tab value="providers" data-testid="search-tab-providers">
              {t('search.providers')}
              {count(data.providers.length)}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="cards">
            <Stack gap="md">
              <CardGrid cards={data.cards} {...state} empty={t('search.noCards')} />
              {meta.cards_total > data.cards.length && (
                <Group justify="center">
                  <Text
                    component={Link}
                    to={`${paths.cards.getHref()}?text=${encodeURIComponent(text)}`}
                    c="cyan.9"
                    fw={600}
                  >
                    {t('search.allCards', { count: meta.cards_total })}
                  </Text>
                </Group>
              )}
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="events">
            <Stack gap="md">
              <EventGrid events={data.events} {...state} empty={t('search.noEvents')} />
              {meta.events_total > data.events.length && (
                <Group justify="center">
                  <Text
                    component={Link}
                    to={`${paths.events.getHref()}?text=${encodeURIComponent(text)}`}
                    c="cyan.9"
                    fw={600}
                  >
                    {t('search.allEvents', { count: meta.events_total })}
                  </Text>
                </Group>
              )}
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="providers">
            {data.providers.length === 0 ? (
              <EmptyState>{t('search.noProviders')}</EmptyState>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
                {data.providers.map((provider) => (
                  <ProviderItem key={provider.id} provider={provider} />
                ))}
              </SimpleGrid>
            )}
          </Tabs.Panel>
        </Tabs>
      )}
    </>
  );
}
