import { Group, Pagination, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFavoriteCards } from '@/features/favorites/api/get-favorite-cards';
import { CardGrid } from '@/features/listings/components/listing-grid';
import { FavoritesTabs } from '@/features/favorites/components/favorites-tabs';
import { PageTitle } from '@/components/page-title';
import { usePageParam } from '@/lib/use-page-param';

/** /favorite-cards: the signed-in user's favorite cards. */
export function Component() {
  const { t } = useTranslation('catalog');
  const [page, setPage] = usePageParam();
  const query = useFavoriteCards(page);
  return (
    <Stack gap="md">
      <PageTitle>{t('favorites.cardsTitle')}</PageTitle>
      <FavoritesTabs active="cards" />
      <CardGrid
        cards={query.data?.data}
        isPending={query.isPending}
        isError={query.isError}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty={t('favorites.noCards')}
      />
      {query.data && query.data.meta.last_page > 1 && (
        <Group justify="center">
          <Pagination total={query.data.meta.last_page} value={page} onChange={setPage} />
        </Group>
      )}
    </Stack>
  );
}
