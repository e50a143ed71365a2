import { lazy, Suspense, type ReactNode } from 'react';
import {
  Anchor,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  Button,
} from '@mantine/core';
import { IconBuildingStore, IconUsers } from '@tabler/icons-react';
import { Link, type LoaderFunctionArgs } from 'react-router';
import { preload } from '@/app/route-data';
import { useTranslation } from 'react-i18next';
import {
  loadCurrentCitySlug,
  useCurrentCity,
} from '@/features/dictionaries/hooks/use-current-city';
import { mainQueryOptions, useMain } from '@/features/home/api/get-main';
import { slidesQueryOptions, useSlides } from '@/features/home/api/get-slides';
import { HomeHero } from '@/features/home/components/home-hero';
import { PopularCategories } from '@/features/home/components/popular-categories';
import { CardGrid, EventGrid } from '@/features/listings/components/listing-grid';
import { EMPTY_LIST_PARAMS, serialiseListParams } from '@/features/listings/lib/list-params';
import { ErrorState } from '@/components/query-state';
import { currentLanguage } from '@/lib/i18n';
import { localized } from '@/lib/localized';
import { useSession } from '@/lib/session';
import { paths } from '@/config/paths';

const SlidesCarousel = lazy(() => import('@/features/home/components/slides-carousel'));

function Section({
  title,
  more,
  children,
  testId,
}: {
  title: string;
  more?: { to: string; label: string };
  children: ReactNode;
  testId: string;
}) {
  return (
    <section data-testid={testId}>
      <Group justify="space-between" align="baseline" mb="md">
        <Title order={2} fz="h2">
          {title}
        </Title>
        {more && (
          <Anchor component={Link} to={more.to} fw={600}>
            {more.label}
          </Anchor>
        )}
      </Group>
      {children}
    </section>
  );
}

function Slider({ city, enabled }: { city: string | null; enabled: boolean }) {
  const slides = useSlides(city, enabled);
  if (!slides.data || slides.data.length === 0) return null;
  return (
    <Suspense fallback={<Skeleton height={260} radius="lg" mb="xl" />}>
      <SlidesCarousel slides={slides.data} />
    </Suspense>
  );
}

function Audiences() {
  const { t } = useTranslation();
  const session = useSession();
  const items = [
    { key: 'families', icon: IconUsers, to: paths.catalog.getHref() },
    {
      key: 'providers',
      icon: IconBuildingStore,
      to: session ? paths.cabinet.getHref() : paths.register.getHref(),
    },
  ] as const;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {items.map(({ key, icon: Icon, to }) => (
        <Paper key={key} withBorder radius="md" p="lg">
          <Stack gap="sm" h="100%">
            <Group gap="sm">
              <ThemeIcon size={40} radius="md" variant="light">
                <Icon size={22} aria-hidden />
              </ThemeIcon>
              <Title order={2} fz="h3">
                {t(`home.${key}.title`)}
              </Title>
            </Group>
            <Text c="dimmed" style={{ flex: 1 }}>
              {t(`home.${key}.text`)}
            </Text>
            <Group>
              <Button component={Link} to={to} variant="light">
                {key === 'providers' && session ? t('home.toCabinet') : t(`home.${key}.cta`)}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

export const loader = ({ context }: LoaderFunctionArgs) =>
  preload(context, async ({ queryClient, city }) => {
    const slug = await loadCurrentCitySlug(queryClient, city);
    await Promise.all([
      queryClient.prefetchQuery(slidesQueryOptions(slug)),
      queryClient.prefetchQuery(mainQueryOptions(slug)),
    ]);
  });

/** The home page: slider, popular categories, top-rated and new cards, upcoming events of the city. */
export function Component() {
  const { t, i18n } = useTranslation('catalog');
  const { city, isPending: cityPending } = useCurrentCity();
  const citySlug = city?.slug ?? null;
  const main = useMain(citySlug, !cityPending);
  const cityName = city ? localized(city.title, currentLanguage(i18n)) : null;
  const state = {
    isPending: main.isPending,
    isError: main.isError,
    error: main.error,
    onRetry: () => void main.refetch(),
  };
  const catalogSorted = (sort: 'rating' | 'newest') =>
    `${paths.catalog.getHref()}?${serialiseListParams({ ...EMPTY_LIST_PARAMS, city: citySlug, sort })}`;

  return (
    <Stack gap={40}>
      <div>
        <Slider city={citySlug} enabled={!cityPending} />
        <HomeHero cityName={cityName} />
      </div>
      <Section title={t('home.popularCategories')} testId="home-categories">
        {main.isPending ? (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="sm">
            {Array.from({ length: 8 }, (_, index) => (
              <Skeleton key={index} height={52} radius="md" />
            ))}
          </SimpleGrid>
        ) : main.isError ? (
          <ErrorState error={main.error} onRetry={state.onRetry} />
        ) : (
          <PopularCategories categories={main.data.categories} />
        )}
      </Section>
      {main.data && main.data.promoted_cards.length > 0 && (
        <Section title={t('home.promotedCards')} testId="home-promoted-cards">
          <CardGrid cards={main.data.promoted_cards} {...state} empty={t('home.noCards')} />
        </Section>
      )}
      <Section
        title={t('home.topCards')}
        testId="home-top-cards"
        more={{ to: catalogSorted('rating'), label: t('home.showAll') }}
      >
        <CardGrid cards={main.data?.top_cards} {...state} empty={t('home.noCards')} />
      </Section>
      <Section
        title={t('home.newCards')}
        testId="home-new-cards"
        more={{ to: catalogSorted('newest'), label: t('home.showAll') }}
      >
        <CardGrid cards={main.data?.new_cards} {...state} empty={t('home.noCards')} />
      </Section>
      <Section
        title={t('home.upcomingEvents')}
        testId="home-events"
        more={{ to: paths.events.getHref(), label: t('home.allEvents') }}
      >
        <EventGrid events={main.data?.upcoming_events} {...state} empty={t('home.noEvents')} />
      </Section>
      <Audiences />
    </Stack>
  );
}
