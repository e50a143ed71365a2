import {
  Anchor,
  Badge,
  Divider,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@bilim/contract/constants';
import type { Catalog, Category, City } from '@bilim/contract/dictionaries';
import type { Photo } from '@bilim/contract/listings';
import { DEFAULT_CURRENCY } from '@bilim/contract/constants';
import { currentLanguage } from '@/lib/i18n';
import { localized } from '@/lib/localized';
import { formatMoney } from '@/lib/money';
import { cardBody, eventBody, type CardFormValues, type EventFormValues } from './form-values';
import { formatEventDates } from '@/lib/format';
import { Thumb } from './listing-row';

export type PreviewSource =
  { kind: 'cards'; values: CardFormValues } | { kind: 'events'; values: EventFormValues };

function categoryTitles(categories: readonly Category[], language: Language) {
  const titles = new Map<string, string>();
  const walk = (list: readonly Category[]) =>
    list.forEach((category) => {
      titles.set(String(category.id), localized(category.title, language));
      walk(category.children);
    });
  walk(categories);
  return titles;
}

/**
 * The record as the public page will show it: the gallery with the main photo first, the texts,
 * categories, facts (price, age, dates, attributes), place and contacts.
 */
export function ListingPreview({
  source,
  photos = [],
  catalog,
  cities,
  currency = DEFAULT_CURRENCY,
}: {
  source: PreviewSource;
  photos?: readonly Photo[];
  catalog: Catalog | undefined;
  cities: readonly City[] | undefined;
  currency?: string;
}) {
  const { t, i18n } = useTranslation(['cabinet', 'common']);
  const language = currentLanguage(i18n);
  const { values } = source;
  const titles = categoryTitles(catalog?.categories ?? [], language);
  const city = cities?.find((item) => String(item.id) === values.city_id);
  const ordered = [...photos].sort(
    (a, b) => Number(b.is_main) - Number(a.is_main) || a.position - b.position,
  );
  const [main, ...rest] = ordered;

  const facts: { label: string; value: string }[] = [];
  if (source.kind === 'cards') {
    const body = cardBody(source.values);
    if (body.price_from != null) {
      facts.push({
        label: t('cabinet:preview.priceFrom'),
        value: formatMoney(body.price_from, currency, language),
      });
    }
    if (body.age_from != null || body.age_to != null) {
      facts.push({
        label: t('cabinet:preview.age'),
        value: `${body.age_from ?? 0}–${body.age_to ?? '…'}`,
      });
    }
    for (const attribute of catalog?.attributes ?? []) {
      const chosen = source.values.attributes[attribute.key] ?? [];
      if (attribute.key === 'age' || chosen.length === 0) continue;
      facts.push({
        label: localized(attribute.title, language),
        value: chosen
          .map((value) => {
            const option = attribute.values.find((item) => item.value === value);
            return option ? localized(option.title, language) : value;
          })
          .join(', '),
      });
    }
  } else {
    const body = eventBody(source.values);
    if (body.start_date && body.finish_date && body.start_time && body.finish_time) {
      facts.push({ label: t('cabinet:preview.when'), value: formatEventDates(body, language) });
    }
    if (body.owner_name) facts.push({ label: t('cabinet:form.ownerName'), value: body.owner_name });
    facts.push({
      label: t('cabinet:preview.price'),
      value:
        body.is_free || body.price == null
          ? t('cabinet:preview.free')
          : formatMoney(body.price, currency, language),
    });
  }

  return (
    <Stack gap="md" data-testid="listing-preview">
      {main ? (
        <Stack gap="xs">
          <Image
            src={main.urls.card}
            alt={values.title}
            radius="md"
            mah={360}
            fit="cover"
            data-testid="preview-main-photo"
          />
          {rest.length > 0 && (
            <Group gap="xs">
              {rest.map((photo) => (
                <Thumb key={photo.id} url={photo.urls.thumb} size={64} />
              ))}
            </Group>
          )}
        </Stack>
      ) : (
        <Paper bg="gray.1" radius="md" p="xl" ta="center">
          <Text c="dimmed">{t('cabinet:preview.noPhotos')}</Text>
        </Paper>
      )}
      <Title order={2}>{values.title || t('cabinet:preview.untitled')}</Title>
      {values.category_ids.length > 0 && (
        <Group gap="xs">
          {values.category_ids.map((id) => (
            <Badge key={id} variant="light">
              {titles.get(id) ?? id}
            </Badge>
          ))}
        </Group>
      )}
      {values.short_description && <Text fw={500}>{values.short_description}</Text>}
      {facts.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          {facts.map((fact) => (
            <Text key={fact.label} size="sm">
              <Text span c="dimmed">
                {fact.label}:
              </Text>{' '}
              {fact.value}
            </Text>
          ))}
        </SimpleGrid>
      )}
      {values.long_description && (
        <>
          <Divider />
          <Text style={{ whiteSpace: 'pre-line' }}>{values.long_description}</Text>
        </>
      )}
      {(city || values.address) && (
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconMapPin size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm">
            {[city ? localized(city.title, language) : null, values.address]
              .filter(Boolean)
              .join(', ')}
          </Text>
        </Group>
      )}
      {(values.contacts.length > 0 || values.link) && (
        <Stack gap={4}>
          <Text fw={600}>{t('cabinet:form.contacts')}</Text>
          {values.contacts.map((contact, index) => (
            <Text key={index} size="sm">
              <Text span c="dimmed">
                {t(`cabinet:contactTypes.${contact.type}`)}:
              </Text>{' '}
              {contact.value}
            </Text>
          ))}
          {values.link && (
            <Anchor href={values.link} target="_blank" rel="noopener noreferrer nofollow" size="sm">
              {values.link}
            </Anchor>
          )}
        </Stack>
      )}
    </Stack>
  );
}
