import { lazy, Suspense, type ReactNode } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Center,
  Grid,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconMapPin, IconMoodEmpty, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ContactType } from '@bilim/contract/listings';
import type { CardSummary } from '@bilim/contract/cards';
import { PageTitle } from '@/components/page-title';
import { currentLanguage } from '@/lib/i18n';
import { localized } from '@/lib/localized';
import { paths } from '@/config/paths';
import { useIsMobile } from '@/lib/use-is-mobile';
import { useSession } from '@/lib/session';
import { useRevealContacts, type ListingKind } from '../api/reveal-contacts';
import { ContactBar } from './contact-bar';
import { ContactsReveal } from './contacts-reveal';
import { FavoriteToggle } from './favorite-toggle';
import { Gallery } from './gallery';
import { BrowserOnly } from '@/components/browser-only';
import { MapErrorBoundary } from '@/components/map-error-boundary';
import { ShareLinks } from './share-links';

const SmallMap = lazy(() => import('./small-map'));

type Shared = Pick<
  CardSummary,
  | 'id'
  | 'title'
  | 'short_description'
  | 'city'
  | 'address'
  | 'latitude'
  | 'longitude'
  | 'categories'
  | 'provider'
  | 'favorite'
  | 'pinned'
> & {
  long_description: string;
  link: string | null;
  photos: CardSummary['main_photo'][];
  contact_types: ContactType[];
};

const CONTACTS_ID = 'listing-contacts';

/**
 * The page of one card or event: gallery, texts, `facts` (price, dates…), contacts, map,
 * provider; on phones a bar with the price and the contacts stays at the bottom.
 */
export function ListingDetail({
  kind,
  listing,
  price,
  facts,
  extra,
  badges,
  reviews,
  visitorActions,
}: {
  kind: ListingKind;
  listing: Shared;
  /** The price as the facts show it, for the phone's contact bar. */
  price: string;
  /** The key facts beside the contacts (price, age, dates). */
  facts: ReactNode;
  /** Further sections under the description (attributes). */
  extra?: ReactNode;
  badges?: ReactNode;
  /** The record's reviews, under the page's grid (the page composes them). */
  reviews?: ReactNode;
  /** What a visitor may do about the record ("Write to the provider", "Report"), beside the sharing links; never on one's own. */
  visitorActions?: ReactNode;
}) {
  const { t, i18n } = useTranslation('catalog');
  const language = currentLanguage(i18n);
  const photos = listing.photos.filter((photo) => photo !== null);
  const reveal = useRevealContacts(kind, listing.id);
  const isMobile = useIsMobile();
  const session = useSession();
  return (
    <Stack gap="lg">
      <Anchor
        component={Link}
        to={kind === 'cards' ? paths.catalog.getHref() : paths.events.getHref()}
        size="sm"
      >
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
        {kind === 'cards' ? t('detail.backToCatalog') : t('detail.backToEvents')}
      </Anchor>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <Gallery photos={photos} title={listing.title} />
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <PageTitle mb={0} data-testid={kind === 'cards' ? 'card-title' : 'event-title'}>
                {listing.title}
              </PageTitle>
              <FavoriteToggle kind={kind} id={listing.id} favorite={listing.favorite} size="lg" />
            </Group>
            <Group gap={6}>
              {badges}
              {listing.pinned && <Badge color="cyan">{t('item.pinned')}</Badge>}
              {listing.categories.map((category) => (
                <Badge
                  key={category.id}
                  variant="light"
                  color="gray"
                  tt="none"
                  component={Link}
                  to={
                    kind === 'cards'
                      ? paths.catalog.getHref(category.slug)
                      : `${paths.events.getHref()}?category=${encodeURIComponent(category.slug)}`
                  }
                  style={{ cursor: 'pointer' }}
                >
                  {localized(category.title, language)}
                </Badge>
              ))}
            </Group>
            <Text fz="lg">{listing.short_description}</Text>
            <div>
              <Title order={2} fz="h4" mb="xs">
                {t('detail.description')}
              </Title>
              <Text style={{ whiteSpace: 'pre-line' }}>{listing.long_description}</Text>
            </div>
            {extra}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <Paper withBorder radius="md" p="md">
              <Stack gap="sm">
                {facts}
                <Group gap={6} wrap="nowrap" align="flex-start">
                  <IconMapPin size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                  <Text size="sm">
                    {localized(listing.city.title, language)}, {listing.address}
                  </Text>
                </Group>
                {listing.link && (
                  <Anchor
                    href={listing.link}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                    size="sm"
                  >
                    {t('detail.website')}
                  </Anchor>
                )}
                <Title order={2} fz="h5" mt="xs" id={CONTACTS_ID}>
                  {t('detail.contacts')}
                </Title>
                <ContactsReveal reveal={reveal} types={listing.contact_types} />
                <Group justify="space-between" align="center" gap="xs">
                  <ShareLinks title={listing.title} />
                  {session?.user_id !== listing.provider.user_id && visitorActions}
                </Group>
              </Stack>
            </Paper>
            <MapErrorBoundary fallback={null}>
              <BrowserOnly fallback={<Skeleton height={240} radius="md" />}>
                <Suspense fallback={<Skeleton height={240} radius="md" />}>
                  <SmallMap
                    latitude={listing.latitude}
                    longitude={listing.longitude}
                    title={t('detail.mapLabel', { address: listing.address })}
                  />
                </Suspense>
              </BrowserOnly>
            </MapErrorBoundary>
            <ProviderBlock provider={listing.provider} />
          </Stack>
        </Grid.Col>
      </Grid>
      {reviews}
      {isMobile && (
        <ContactBar
          price={price}
          types={listing.contact_types}
          reveal={reveal}
          contactsId={CONTACTS_ID}
        />
      )}
    </Stack>
  );
}

/** Who publishes it, linking to their page. */
function ProviderBlock({ provider }: { provider: CardSummary['provider'] }) {
  const { t } = useTranslation('catalog');
  return (
    <Paper withBorder radius="md" p="md" data-testid="provider-block">
      <Group wrap="nowrap">
        <ThemeIcon size={40} radius="xl" variant="light">
          <IconUser size={22} aria-hidden />
        </ThemeIcon>
        <Stack gap={0} miw={0}>
          <Text size="xs" c="dimmed">
            {t('detail.provider')}
          </Text>
          <Anchor component={Link} to={paths.userInfo.getHref(provider.user_id)} fw={600} truncate>
            {provider.name}
          </Anchor>
        </Stack>
      </Group>
    </Paper>
  );
}

/** One labelled fact of the side panel. */
export function Fact({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      {icon}
      <div>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text fw={600}>{children}</Text>
      </div>
    </Group>
  );
}

/** "Card not found" / "Event not found", with a way back. */
export function ListingNotFound({ kind }: { kind: ListingKind }) {
  const { t } = useTranslation('catalog');
  return (
    <Center py={64} data-testid="listing-not-found">
      <Stack align="center" ta="center" gap="sm" maw={480}>
        <ThemeIcon size={64} radius="xl" variant="light" color="gray">
          <IconMoodEmpty size={34} aria-hidden />
        </ThemeIcon>
        <PageTitle mb={0}>
          {kind === 'cards'
            ? t('errors.CARD_NOT_FOUND', { ns: 'common' })
            : t('errors.EVENT_NOT_FOUND', { ns: 'common' })}
        </PageTitle>
        <Text c="dimmed">{kind === 'cards' ? t('detail.cardGone') : t('detail.eventGone')}</Text>
        <Button
          component={Link}
          to={kind === 'cards' ? paths.catalog.getHref() : paths.events.getHref()}
        >
          {kind === 'cards' ? t('detail.backToCatalog') : t('detail.backToEvents')}
        </Button>
      </Stack>
    </Center>
  );
}

/** The page's shape while it loads. */
export function ListingDetailSkeleton() {
  return (
    <Grid gap="xl" role="status" aria-busy>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Skeleton style={{ aspectRatio: '3 / 2' }} h="auto" radius="md" />
        <Skeleton height={32} mt="md" width="70%" />
        <Skeleton height={14} mt="md" />
        <Skeleton height={14} mt="xs" width="80%" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Skeleton height={220} radius="md" />
        <Skeleton height={240} radius="md" mt="md" />
      </Grid.Col>
    </Grid>
  );
}
