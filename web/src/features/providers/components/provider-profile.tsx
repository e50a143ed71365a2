import type { ReactNode } from 'react';
import { Anchor, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAt, IconPhone, IconStarFilled, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Provider } from '@bilim/contract/discovery';
import { PageTitle } from '@/components/page-title';
import { formatCount, formatMonthYear, formatRating } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { paths } from '@/config/paths';

/** "Rating 4.6 (12 reviews)", or that there is none yet: a rating is only as good as its count. */
function ProviderRating({ provider }: { provider: Provider }) {
  const { t, i18n } = useTranslation('catalog');
  const language = currentLanguage(i18n);
  if (provider.reviews_count === 0) return t('provider.noReviews');
  return t('provider.rating', {
    rating: formatRating(provider.rating, language),
    reviews: formatCount(provider.reviews_count, language),
  });
}

/** The head of a provider's page: name, on site since, rating; age and contacts only when shown. */
export function ProviderProfile({
  provider,
  visitorActions,
}: {
  provider: Provider;
  /** "Write" and "Report" for the provider, composed by the page (not on one's own page). */
  visitorActions?: ReactNode;
}) {
  const { t, i18n } = useTranslation('catalog');
  const language = currentLanguage(i18n);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="provider-profile">
      <Group align="flex-start" wrap="nowrap">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconUser size={30} aria-hidden />
        </ThemeIcon>
        <Stack gap={6} miw={0} style={{ flex: 1 }}>
          <Group justify="space-between" align="flex-start" gap="xs">
            <PageTitle mb={0}>{provider.name}</PageTitle>
            {visitorActions}
          </Group>
          <Group gap="md">
            <Text c="dimmed" size="sm">
              {t('provider.since', { date: formatMonthYear(provider.on_site_since, language) })}
            </Text>
            <Group gap={4}>
              <IconStarFilled size={14} color="var(--mantine-color-yellow-6)" aria-hidden />
              <Text size="sm" fw={600} data-testid="provider-rating">
                <ProviderRating provider={provider} />
              </Text>
            </Group>
            {provider.age !== null && (
              <Text size="sm" c="dimmed">
                {t('provider.age', { age: provider.age })}
              </Text>
            )}
          </Group>
          {provider.contacts && provider.contacts.length > 0 && (
            <Group gap="md" data-testid="provider-contacts">
              {provider.contacts.map((contact) => (
                <Group key={`${contact.type}-${contact.value}`} gap={4} wrap="nowrap">
                  {contact.type === 'email' ? (
                    <IconAt size={16} aria-hidden />
                  ) : (
                    <IconPhone size={16} aria-hidden />
                  )}
                  <Anchor
                    href={
                      contact.type === 'email'
                        ? `mailto:${contact.value}`
                        : `tel:${contact.value.replace(/[^\d+]/g, '')}`
                    }
                    size="sm"
                  >
                    {contact.value}
                  </Anchor>
                </Group>
              ))}
            </Group>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

/** A provider in search results. */
export function ProviderItem({ provider }: { provider: Provider }) {
  const { t } = useTranslation('catalog');
  return (
    <Paper withBorder radius="md" p="md" data-testid="provider-item" data-id={provider.id}>
      <Group wrap="nowrap">
        <ThemeIcon size={40} radius="xl" variant="light">
          <IconUser size={22} aria-hidden />
        </ThemeIcon>
        <Stack gap={2} miw={0}>
          <Anchor component={Link} to={paths.userInfo.getHref(provider.id)} fw={600} truncate>
            {provider.name}
          </Anchor>
          <Text size="sm" c="dimmed">
            {t('provider.counts', { cards: provider.cards_count, events: provider.events_count })}
            {' · '}
            <ProviderRating provider={provider} />
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
