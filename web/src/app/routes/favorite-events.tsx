import { Group, Pagination, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFavoriteEvents } from '@/features/favorites/api/get-favorite-events';
import { EventGrid } from '@/features/listings/components/listing-grid';
import { FavoritesTabs } from '@/features/favorites/components/favorites-tabs';
import { PageTitle } from '@/components/page-title';
import { usePageParam } from '@/lib/use-page-param';

/** /favorite-events: the signed-in user's favorite events. */
export function Component() {
  const { t } = useTranslation('catalog');
  const [page, setPage] = usePageParam();
  const query = useFavoriteEvents(page);
  return (
    <Stack gap="md">
      <PageTitle>{t('favorites.eventsTitle')}</PageTitle>
      <FavoritesTabs active="events" />
      <EventGrid
        events={query.data?.data}
        isPending={query.isPending}
        isError={query.isError}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty={t('favorites.noEvents')}
      />
      {query.data && query.data.meta.last_page > 1 && (
        <Group justify="center">
          <Pagination total={query.data.meta.last_page} value={page} onChange={setPage} />
        </Group>
      )}
    </Stack>
  );
}
