import { SimpleGrid, Paper, Text, Group, ThemeIcon, Stack } from '@mantine/core';
import {
  IconBook,
  IconBuildingCommunity,
  IconCampfire,
  IconSchool,
  IconPalette,
  IconCertificate,
  IconUser,
  IconBabyCarriage,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Category } from '@bilim/contract/dictionaries';
import { ErrorState, EmptyState, LoadingState } from '@/components/query-state';
import { currentLanguage } from '@/lib/i18n';
import { localized } from '@/lib/localized';
import { paths } from '@/config/paths';
import { useCatalog } from '../api/get-catalog';
import classes from './category-tiles.module.css';

const ICONS: Record<string, typeof IconBook> = {
  schools: IconSchool,
  school: IconSchool,
  kindergartens: IconBabyCarriage,
  kindergarten: IconBabyCarriage,
  clubs: IconPalette,
  universities: IconBuildingCommunity,
  university: IconBuildingCommunity,
  courses: IconCertificate,
  tutors: IconUser,
  camps: IconCampfire,
};

function CategoryTile({ category }: { category: Category }) {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const Icon = ICONS[category.slug] ?? IconBook;
  const children = category.children.slice(0, 4);
  return (
    <Paper
      component={Link}
      to={paths.catalog.getHref(category.slug)}
      withBorder
      radius="md"
      p="md"
      className={classes.tile}
    >
      <Group wrap="nowrap" align="flex-start">
        <ThemeIcon size={44} radius="md" variant="light" color="cyan">
          <Icon size={24} aria-hidden />
        </ThemeIcon>
        <Stack gap={4} miw={0}>
          <Text fw={600}>{localized(category.title, language)}</Text>
          {children.length > 0 && (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {children.map((child) => localized(child.title, language)).join(' · ')}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

/** The category tree of GET /api/catalog as tiles linking into the catalog. */
export function CategoryTiles() {
  const { t } = useTranslation();
  const { data, isPending, isError, error, refetch } = useCatalog();
  if (isPending) return <LoadingState />;
  if (isError) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (data.categories.length === 0) return <EmptyState>{t('home.noCategories')}</EmptyState>;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      {data.categories.map((category) => (
        <CategoryTile key={category.id} category={category} />
      ))}
    </SimpleGrid>
  );
}
