import type { ReactNode } from 'react';
import { Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCash, IconMoodKid, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Catalog } from '@bilim/contract/dictionaries';
import type { CardDetail } from '@bilim/contract/cards';
import { ErrorState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { localized } from '@/lib/localized';
import { formatMoney } from '@/lib/money';
import { useCard } from '../api/get-card';
import { EMPTY_LIST_PARAMS, serialiseListParams } from '../lib/list-params';
import { formatRating } from '@/lib/format';
import { Fact, ListingDetail, ListingDetailSkeleton, ListingNotFound } from './listing-detail';

/** "3–6 years", "from 7", "up to 17"; null when the card gives no ages. */
export function useAgeLabel(from: number | null, to: number | null): string | null {
  const { t } = useTranslation('catalog');
  if (from !== null && to !== null) return t('detail.ageRange', { from, to });
  if (from !== null) return t('detail.ageFrom', { from });
  if (to !== null) return t('detail.ageTo', { to });
  return null;
}

function Attributes({ card, catalog }: { card: CardDetail; catalog: Catalog | undefined }) {
  const { t, i18n } = useTranslation('catalog');
  const language = currentLanguage(i18n);
  const rows = Object.entries(card.attributes)
    .filter(([, values]) => values.length > 0)
    .map(([key, values]) => {
      const attribute = catalog?.attributes.find((item) => item.key === key);
      return {
        key,
        title: attribute ? localized(attribute.title, language) : key,
        values: values.map((value) => {
          const option = attribute?.values.find((item) => item.value === value);
          return option ? localized(option.title, language) : value;
        }),
      };
    });
  if (rows.length === 0) return null;
  return (
    <div data-testid="card-attributes">
      <Title order={2} fz="h4" mb="xs">
        {t('detail.attributes')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="dl" style={{ margin: 0 }}>
        {rows.map((row) => (
          <Stack key={row.key} gap={2}>
            <Text component="dt" size="sm" c="dimmed">
              {row.title}
            </Text>
            <Text component="dd" m={0} fw={500}>
              {row.values.join(', ')}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </div>
  );
}

/** The catalog's cards with a tag. */
const taggedHref = (slug: string) =>
  `${paths.catalog.getHref()}?${serialiseListParams({ ...EMPTY_LIST_PARAMS, tag: [slug] })}`;

/** The card's tags, each a link to the catalog's cards with it. */
function Tags({ card }: { card: CardDetail }) {
  const { t, i18n } = useTranslation('catalog');
  const language = currentLanguage(i18n);
  if (card.tags.length === 0) return null;
  return (
    <nav aria-labelledby="card-tags-title" data-testid="card-tags">
      <Title order={2} fz="h4" mb="xs" id="card-tags-title">
        {t('detail.tags')}
      </Title>
      <Group gap={6}>
        {card.tags.map((tag) => (
          <Badge
            key={tag.id}
            component={Link}
            to={taggedHref(tag.slug)}
            variant="light"
            size="lg"
            tt="none"
            style={{ cursor: 'pointer' }}
          >
            #{localized(tag.title, language)}
          </Badge>
        ))}
      </Group>
    </nav>
  );
}

/** The public page of a card (/cards/{id}/show). */
export function CardDetails({
  id,
  catalog,
  reviews,
  visitorActions,
}: {
  id: number;
  catalog: Catalog | undefined;
  /** The card's reviews and its "Report", composed by the page. */
  reviews?: ReactNode;
  visitorActions?: ReactNode;
}) {
  const { t, i18n } = useTranslation('catalog');
  const language = currentLanguage(i18n);
  const query = useCard(id);
  const age = useAgeLabel(query.data?.age_from ?? null, query.data?.age_to ?? null);
  if (query.isPending) return <ListingDetailSkeleton />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404)
      return <ListingNotFound kind="cards" />;
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  const card = query.data;
  const price =
    card.price_from !== null
      ? t('item.priceFrom', { price: formatMoney(card.price_from, card.currency, language) })
      : t('item.priceOnRequest');
  return (
    <ListingDetail
      kind="cards"
      listing={card}
      reviews={reviews}
      visitorActions={visitorActions}
      price={price}
      badges={
        card.vip ? (
          <Badge color="yellow" c="dark">
            {t('item.vip')}
          </Badge>
        ) : null
      }
      extra={
        <>
          <Attributes card={card} catalog={catalog} />
          <Tags card={card} />
        </>
      }
      facts={
        <>
          <Fact icon={<IconCash size={18} aria-hidden />} label={t('detail.price')}>
            {price}
          </Fact>
          {age && (
            <Fact icon={<IconMoodKid size={18} aria-hidden />} label={t('detail.age')}>
              {age}
            </Fact>
          )}
          {card.stats.reviews_count > 0 && (
            <Fact
              icon={<IconStarFilled size={18} color="var(--mantine-color-yellow-6)" aria-hidden />}
              label={t('detail.rating')}
            >
              {formatRating(card.stats.rating, language)} ({card.stats.reviews_count})
            </Fact>
          )}
        </>
      }
    />
  );
}
