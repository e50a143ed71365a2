import { Box, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { useSession } from '@/lib/session';
import { paths } from '@/config/paths';

/** The home page's honest hero: what Bilim is, in the chosen city; into the catalog or sign-up. */
export function HomeHero({ cityName }: { cityName: string | null }) {
  const { t } = useTranslation();
  const session = useSession();
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
      <PageTitle fz={{ base: 24, sm: 40 }} maw={760}>
        {cityName ? t('home.heroIn', { city: cityName }) : t('home.hero')}
      </PageTitle>
      <Text fz={{ base: 'md', sm: 'lg' }} c="dimmed" maw={640}>
        {t('home.heroText')}
      </Text>
      <Group mt="lg">
        <Button
          component={Link}
          to={paths.catalog.getHref()}
          size="md"
          data-testid="home-to-catalog"
        >
          {t('home.toCatalog')}
        </Button>
        {session ? (
          <Button component={Link} to={paths.cabinet.getHref()} size="md" variant="light">
            {t('home.toCabinet')}
          </Button>
        ) : (
          <Button component={Link} to={paths.register.getHref()} size="md" variant="light">
            {t('home.signUp')}
          </Button>
        )}
      </Group>
    </Box>
  );
}
