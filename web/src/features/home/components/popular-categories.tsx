import { Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Main } from '@bilim/contract/discovery';
import { EmptyState } from '@/components/query-state';
import { currentLanguage } from '@/lib/i18n';
import { localized } from '@/lib/localized';
import { paths } from '@/config/paths';
import classes from './home.module.css';

/** The city's popular categories with their counts, linking into the catalog. */
export function PopularCategories({ categories }: { categories: Main['categories'] }) {
  const { t, i18n } = useTranslation('catalog');
  const language = currentLanguage(i18n);
  if (categories.length === 0) return <EmptyState>{t('home.noCategories')}</EmptyState>;
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 3, lg: 4 }}
      spacing="sm"
      data-testid="popular-categories"
    >
      {categories.map((category) => (
        <Paper
          key={category.id}
          component={Link}
          to={paths.catalog.getHref(category.slug)}
          withBorder
          radius="md"
          p="md"
          className={classes.tile}
        >
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600} truncate>
              {localized(category.title, language)}
            </Text>
            <Text
              c="dimmed"
              size="sm"
              aria-label={t('home.cardsCount', { count: category.cards_count })}
            >
              {category.cards_count}
            </Text>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
