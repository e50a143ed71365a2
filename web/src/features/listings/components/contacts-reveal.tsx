import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import {
  IconAt,
  IconBrandInstagram,
  IconBrandTelegram,
  IconBrandWhatsapp,
  IconPhone,
  IconWorld,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ContactType } from '@bilim/contract/listings';
import { ErrorState } from '@/components/query-state';
import type { ContactsRevealState } from '../api/reveal-contacts';
import { contactHref } from '../lib/contact-links';

const ICONS: Record<ContactType, typeof IconPhone> = {
  phone: IconPhone,
  email: IconAt,
  whatsapp: IconBrandWhatsapp,
  telegram: IconBrandTelegram,
  instagram: IconBrandInstagram,
  website: IconWorld,
};

/**
 * Contacts stay hidden until asked for; the click is counted by the server. `reveal` is the
 * page's one reveal, shared with the phone's contact bar.
 */
export function ContactsReveal({
  reveal,
  types,
}: {
  reveal: ContactsRevealState;
  types: ContactType[];
}) {
  const { t } = useTranslation('catalog');
  if (types.length === 0) return <Text c="dimmed">{t('detail.noContacts')}</Text>;

  if (!reveal.data) {
    return (
      <Stack gap="xs" align="flex-start">
        <Group gap={6} c="dimmed" aria-hidden>
          {[...new Set(types)].map((type) => {
            const Icon = ICONS[type];
            return <Icon key={type} size={18} />;
          })}
        </Group>
        <Button
          onClick={() => reveal.mutate()}
          loading={reveal.isPending}
          data-testid="contacts-reveal"
          leftSection={<IconPhone size={16} aria-hidden />}
        >
          {t('detail.showContacts')}
        </Button>
        {reveal.isError && <ErrorState error={reveal.error} onRetry={() => reveal.mutate()} />}
      </Stack>
    );
  }

  return (
    <Stack gap={6} data-testid="contacts">
      {reveal.data.map((contact, index) => {
        const Icon = ICONS[contact.type];
        const href = contactHref(contact);
        const external = href?.startsWith('http');
        return (
          <Group key={`${contact.type}-${index}`} gap="xs" wrap="nowrap">
            <Icon size={18} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm" c="dimmed" w={90} style={{ flexShrink: 0 }}>
              {t(`contactTypes.${contact.type}`)}
            </Text>
            {href ? (
              <Anchor
                href={href}
                target={external ? '_blank' : undefined}
                rel={external ? 'noopener noreferrer nofollow' : undefined}
                style={{ wordBreak: 'break-all' }}
              >
                {contact.value}
              </Anchor>
            ) : (
              <Text>{contact.value}</Text>
            )}
          </Group>
        );
      })}
    </Stack>
  );
}
