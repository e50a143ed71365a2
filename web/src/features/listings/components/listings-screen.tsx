import { lazy, Suspense, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Alert, Anchor, Button, Drawer, Grid, Group, Pagination, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CardSummary } from '@bilim/contract/cards';
import type { Catalog, City, Tag } from '@bilim/contract/dictionaries';
import type { EventSummary } from '@bilim/contract/events';
import { LoadingState } from '@/components/query-state';
import { currentLanguage } from '@/lib/i18n';
import { localized } from '@/lib/localized';
import { useIsMobile } from '@/lib/use-is-mobile';
import { paths } from '@/config/paths';
import { useCards } from '../api/get-cards';
import { useEvents } from '../api/get-events';
import {
  countActiveFilters,
  effectiveSort,
  parseListParams,
  serialiseListParams,
  screenApiQuery,
  type ListParams,
} from '../lib/list-params';
import { useNearestPoint } from '../lib/use-nearest-point';
import { ActiveFilters } from './active-filters';
import { CardFiltersPanel, EventFiltersPanel } from './filters-panel';
import { CardGrid, EventGrid } from './listing-grid';
import type { MapPoint } from './listings-map';
import { BrowserOnly } from '@/components/browser-only';
import { MapErrorBoundary } from '@/components/map-error-boundary';
import { ResultsToolbar } from './results-toolbar';

const ListingsMap = lazy(() => import('./listings-map'));

/** Almaty's centre, when no city is known at all. */
const FALLBACK_CENTER: [number, number] = [43.2389, 76.8897];

interface ListingsScreenProps {
  kind: 'cards' | 'events';
  catalog: Catalog | undefined;
  cities: City[];
  /** The tags, for the chips of chosen ones (cards; undefined while unknown or not needed). */
  tags?: readonly Tag[];
  /** The header's current city (used when the URL names none); undefined while it is not known. */
  defaultCity: string | null | undefined;
  /** Makes a city the header's (a shared link's `?city=`). */
  onCityChosen: (slug: string) => void;
  /** Shown above the results while nothing is chosen (the catalog's category tiles). */
  intro?: ReactNode;
}

function toPoints(
  items: Array<CardSummary | EventSummary>,
  kind: 'cards' | 'events',
  language: ReturnType<typeof currentLanguage>,
): MapPoint[] {
  return items.map((item) => ({
    id: item.id,
    title: item.title,
    subtitle: `${localized(item.city.title, language)}, ${item.address}`,
    latitude: item.latitude,
    longitude: item.longitude,
    href: kind === 'cards' ? paths.card.getHref(item.id) : paths.event.getHref(item.id),
  }));
}

/**
 * The catalog (/catalog, /cards) and the events (/events): filters, chips, sorting, list or map,
 * pagination. Every choice lives in the URL (lib/list-params), so a search can be shared.
 */
export function ListingsScreen({
  kind,
  catalog,
  cities,
  tags,
  defaultCity,
  onCityChosen,
  intro,
}: ListingsScreenProps) {
  const { t, i18n } = useTranslation('catalog');
  const language = currentLanguage(i18n);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const params = useMemo(() => parseListParams(search), [search]);
  const isPhone = useIsMobile();
  const [drawerOpened, drawer] = useDisclosure(false);

  const citySlug = params.city ?? defaultCity;
  const city = cities.find((item) => item.slug === citySlug);
  const centre = city ? { lat: city.latitude, lon: city.longitude } : null;
  const point = useNearestPoint(effectiveSort(params, kind) === 'nearest', centre);

  const query = screenApiQuery(params, kind, defaultCity ?? null, point ?? null);
  // Nothing is asked before the city and the point are known (no list of the wrong city first).
  const waiting = point === undefined || (params.city === null && defaultCity === undefined);
  const cards = useCards(query, kind === 'cards' && !waiting);
  const events = useEvents(query, kind === 'events' && !waiting);
  const result = kind === 'cards' ? cards : events;

  // The query string is written as serialised (`format[]=online`, not re-encoded brackets).
  const change = (next: ListParams) => {
    const query = serialiseListParams(next);
    void navigate({ search: query ? `?${query}` : '' }, { preventScrollReset: true });
  };

  // One city for the header and the list: a link's `?city=` becomes the header's city, and a
  // city picked in the header replaces the link's.
  const headerCityBefore = useRef(defaultCity);
  useEffect(() => {
    const headerChanged =
      headerCityBefore.current !== undefined && headerCityBefore.current !== defaultCity;
    headerCityBefore.current = defaultCity;
    if (!params.city || !defaultCity || params.city === defaultCity) return;
    if (headerChanged) change({ ...params, city: defaultCity, page: 1 });
    else if (cities.some((item) => item.slug === params.city)) onCityChosen(params.city);
    // `change` and `onCityChosen` act on the values named here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params.city, defaultCity, cities]);

  const panelProps = {
    params,
    onChange: change,
    facets: result.data?.meta.facets,
    cities,
    defaultCity: defaultCity ?? null,
    categories: catalog?.categories ?? [],
    withTitle: !isPhone,
  };
  const panel =
    kind === 'cards' ? (
      <CardFiltersPanel {...panelProps} attributes={catalog?.attributes ?? []} />
    ) : (
      <EventFiltersPanel {...panelProps} />
    );

  const items: Array<CardSummary | EventSummary> = result.data?.data ?? [];
  const meta = result.data?.meta;
  const filtered = countActiveFilters(params) > 0;
  const nothingChosen = !filtered && !params.text;
  // An empty page says why: past the list's end (an old link, an edited URL), the filters, the
  // text, or nothing published yet.
  const pastLastPage = meta !== undefined && meta.total > 0 && params.page > meta.last_page;
  const empty = pastLastPage ? (
    <>
      {t('results.pastLastPage', { page: params.page, last: meta.last_page })}{' '}
      <Anchor
        component={Link}
        to={{ search: serialiseListParams({ ...params, page: 1 }) }}
        c="cyan.9"
        fw={600}
        data-testid="first-page"
      >
        {t('results.firstPage')}
      </Anchor>
    </>
  ) : filtered ? (
    t(kind === 'cards' ? 'results.emptyCards' : 'results.emptyEvents')
  ) : params.text ? (
    t('search.nothing')
  ) : (
    t(kind === 'cards' ? 'results.noCardsYet' : 'results.noEventsYet')
  );
  const states = {
    isPending: result.isPending || waiting,
    isError: result.isError,
    error: result.error,
    onRetry: () => void result.refetch(),
    empty,
    skeletons: 8,
  };

  return (
    <Grid gap="xl">
      {!isPhone && <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>{panel}</Grid.Col>}
      <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
        <Stack gap="md">
          {nothingChosen && !isPhone && intro}
          {isPhone && (
            <>
              <Button
                variant="default"
                leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
                onClick={drawer.open}
                data-testid="filters-open"
              >
                {countActiveFilters(params) > 0
                  ? t('filters.openCount', { count: countActiveFilters(params) })
                  : t('filters.open')}
              </Button>
              <Drawer
                opened={drawerOpened}
                onClose={drawer.close}
                title={t('filters.title')}
                closeButtonProps={{ 'aria-label': t('filters.close') }}
                size="100%"
              >
                {panel}
                <Button fullWidth mt="lg" onClick={drawer.close}>
                  {meta ? t('filters.show', { count: meta.total }) : t('filters.close')}
                </Button>
              </Drawer>
            </>
          )}
          <ResultsToolbar kind={kind} params={params} onChange={change} total={meta?.total} />
          {point?.fromCentre && city && (
            <Text size="sm" c="dimmed" data-testid="nearest-from-centre">
              {t('sort.nearestFromCentre', { city: localized(city.title, language) })}
            </Text>
          )}
          <ActiveFilters
            params={params}
            onChange={change}
            categories={catalog?.categories ?? []}
            attributes={kind === 'cards' ? (catalog?.attributes ?? []) : []}
            tags={tags ?? []}
          />
          {params.view === 'map' && !states.isPending && !states.isError ? (
            <BrowserOnly fallback={<LoadingState />}>
              <Suspense fallback={<LoadingState />}>
                <MapErrorBoundary
                  fallback={<Alert color="yellow">{t('view.mapUnavailable')}</Alert>}
                >
                  <ListingsMap
                    points={toPoints(items, kind, language)}
                    center={centre ? [centre.lat, centre.lon] : FALLBACK_CENTER}
                    label={t('view.mapLabel')}
                  />
                </MapErrorBoundary>
              </Suspense>
            </BrowserOnly>
          ) : kind === 'cards' ? (
            <CardGrid cards={cards.data?.data} {...states} />
          ) : (
            <EventGrid events={events.data?.data} {...states} />
          )}
          {meta && meta.last_page > 1 && (
            <Group justify="center">
              <Pagination
                total={meta.last_page}
                value={params.page}
                onChange={(page) => {
                  change({ ...params, page });
                  window.scrollTo?.({ top: 0 });
                }}
                data-testid="pagination"
              />
            </Group>
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
