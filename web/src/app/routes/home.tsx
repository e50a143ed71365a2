import {
  Badge,
  Box,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconBuildingStore, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CategoryTiles } from '@/features/catalog/components/category-tiles';
import { useCurrentCity } from '@/features/dictionaries/hooks/use-current-city';
import { PageTitle } from '@/components/page-title';
import { currentLanguage } from '@/lib/i18n';
import { localized } from '@/lib/localized';
import { useSession } from '@/lib/session';
import { paths } from '@/config/paths';

function Hero() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const { city } = useCurrentCity();
  const cityName = city ? localized(city.title, currentLanguage(i18n)) : null;
  return (
    <Box
      py={{ base: 'lg', sm: 40 }}
      px={{ base: 'md', sm: 40 }}
      mb="xl"
      style={{
        borderRadius: 'var(--mantine-radius-lg)',
        background:
          'linear-gradient(135deg, var(--mantine-color-cyan-0) 0%, var(--mantine-color-teal-0) 100%)',
      }}
    >
      <Badge variant="light" color="teal" size="lg" mb="sm" data-testid="home-soon">
        {t('home.soonBadge')}
      </Badge>
      <PageTitle fz={{ base: 24, sm: 40 }} maw={760}>
        {cityName ? t('home.heroIn', { city: cityName }) : t('home.hero')}
      </PageTitle>
      <Text fz={{ base: 'md', sm: 'lg' }} c="dimmed" maw={640}>
        {t('home.heroText')}
      </Text>
      <Group mt="lg">
        {session ? (
          <Button component={Link} to={paths.cabinet.getHref()} size="md">
            {t('home.toCabinet')}
          </Button>
        ) : (
          <Button component={Link} to={paths.register.getHref()} size="md">
            {t('home.signUp')}
          </Button>
        )}
      </Group>
    </Box>
  );
}

function Audiences() {
  const { t } = useTranslation();
  const session = useSession();
  const items = [
    { key: 'families', icon: IconUsers },
    { key: 'providers', icon: IconBuildingStore },
  ] as const;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="xl">
      {items.map(({ key, icon: Icon }) => (
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
              {session ? (
                <Button
                  component={Link}
                  to={key === 'providers' ? paths.cabinet.getHref() : paths.profile.getHref()}
                  variant="light"
                >
                  {key === 'providers' ? t('home.toCabinet') : t('home.toProfile')}
                </Button>
              ) : (
                <Button component={Link} to={paths.register.getHref()} variant="light">
                  {t(`home.${key}.cta`)}
                </Button>
              )}
            </Group>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** The home page: what Bilim will be. The catalog opens in the coming releases; sign-up works now. */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <Hero />
      <Title order={2} fz="h2" mb={4}>
        {t('home.categories')}
      </Title>
      <Text c="dimmed" mb="md">
        {t('home.categoriesText')}
      </Text>
      <CategoryTiles />
      <Audiences />
    </>
  );
}
