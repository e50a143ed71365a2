import { Button, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChartLine, IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';

const WHAT_IT_SHOWS = ['daily', 'contacts', 'favorites', 'reviews', 'records'] as const;

/** For a tariff without statistics: what they would show, where they come with, and the way there. */
export function StatisticsTeaser() {
  const { t } = useTranslation('statistics');
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} data-testid="statistics-teaser">
      <Stack gap="md" align="flex-start">
        <ThemeIcon size={48} radius="xl" variant="light" color="cyan">
          <IconChartLine size={28} aria-hidden />
        </ThemeIcon>
        <Title order={2} fz="h3">
          {t('teaser.title')}
        </Title>
        <Text>{t('teaser.text')}</Text>
        <List
          spacing="xs"
          icon={
            <ThemeIcon size={20} radius="xl" color="teal" variant="light">
              <IconCheck size={14} aria-hidden />
            </ThemeIcon>
          }
        >
          {WHAT_IT_SHOWS.map((item) => (
            <List.Item key={item}>{t(`teaser.items.${item}`)}</List.Item>
          ))}
        </List>
        <Text fw={600}>{t('teaser.availability')}</Text>
        <Button component={Link} to={paths.tariff.getHref()} data-testid="statistics-upgrade">
          {t('teaser.upgrade')}
        </Button>
      </Stack>
    </Paper>
  );
}
