import { Anchor, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LANGUAGES } from '@bilim/contract/constants';
import { LocationPicker } from '@/components/location-picker';
import { PageTitle } from '@/components/page-title';
import { ErrorState } from '@/components/query-state';
import { adminPaths } from '@/config/admin-paths';
import { formatCount } from '@/lib/format';
import { formatCoordinates } from '../lib/coordinates';
import { recordsText } from '../lib/record-counts';
import { currentLanguage } from '@/lib/i18n';
import { localized } from '@/lib/localized';
import { useAdminCity } from '../api/dictionaries';
import { Fact } from './fact';

/** /admin/cities/show/{id}: a city on the map, its names, population and what is in it. */
export function CityDetails({ cityId }: { cityId: number }) {
  const { t, i18n } = useTranslation('admin');
  const language = currentLanguage(i18n);
  const query = useAdminCity(cityId);
  if (query.isPending) return <Skeleton height={640} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const city = query.data;
  const title = localized(city.title, language);
  return (
    <Stack gap="lg" maw={880}>
      <Anchor component={Link} to={adminPaths.cities.getHref()} size="sm">
        {t('cities.back')}
      </Anchor>
      <Group justify="space-between" align="center">
        <PageTitle mb={0}>{title}</PageTitle>
        <Button
          component={Link}
          to={adminPaths.cityEdit.getHref(city.id)}
          leftSection={<IconPencil size={18} aria-hidden />}
          data-testid="city-edit"
        >
          {t('cities.editTitle')}
        </Button>
      </Group>
      <LocationPicker
        center={[city.latitude, city.longitude]}
        point={city}
        zoom={11}
        texts={{
          label: t('cities.mapShownLabel', { title }),
          hint: t('cities.mapShownHint'),
          unavailable: t('cities.mapUnavailable'),
        }}
      />
      <Paper withBorder radius="md" p="lg">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Fact label={t('cities.slug')}>
            <Text ff="monospace">{city.slug}</Text>
          </Fact>
          {LANGUAGES.map((code) => (
            <Fact key={code} label={t(`cities.titleIn.${code}`)}>
              {city.title[code]}
            </Fact>
          ))}
          <Fact label={t('cities.population')}>{formatCount(city.population, language)}</Fact>
          <Fact label={t('cities.coordinates')}>
            <Anchor href={city.map_link} target="_blank" rel="noopener noreferrer">
              {formatCoordinates(city.latitude, city.longitude, language)}{' '}
              <IconExternalLink size={14} aria-label={t('cities.openMap')} />
            </Anchor>
          </Fact>
          <Fact label={t('cities.records')}>
            <span data-testid="city-records">{recordsText(t, city, language)}</span>
          </Fact>
          <Fact label={t('cities.slides')}>{formatCount(city.slides, language)}</Fact>
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}
