import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconBrandTelegram, IconBrandWhatsapp, IconCheck, IconLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { shareLinks } from '../lib/contact-links';

/** Copy the link, or share it to WhatsApp or Telegram (plain links, no third-party scripts). */
export function ShareLinks({ title }: { title: string }) {
  const { t } = useTranslation('catalog');
  const clipboard = useClipboard({ timeout: 2000 });
  const url = typeof window === 'undefined' ? '' : window.location.href;
  const links = shareLinks(url, title);
  return (
    <Group gap="xs" data-testid="share-links">
      <Text size="sm" c="dimmed">
        {t('share.label')}
      </Text>
      <Tooltip label={clipboard.copied ? t('share.copied') : t('share.copy')}>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={clipboard.copied ? t('share.copied') : t('share.copy')}
          onClick={() => clipboard.copy(url)}
          data-testid="share-copy"
        >
          {clipboard.copied ? (
            <IconCheck size={18} aria-hidden />
          ) : (
            <IconLink size={18} aria-hidden />
          )}
        </ActionIcon>
      </Tooltip>
      <ActionIcon
        component="a"
        href={links.whatsapp}
        target="_blank"
        rel="noopener noreferrer"
        variant="default"
        size="lg"
        aria-label={t('share.whatsapp')}
      >
        <IconBrandWhatsapp size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        component="a"
        href={links.telegram}
        target="_blank"
        rel="noopener noreferrer"
        variant="default"
        size="lg"
        aria-label={t('share.telegram')}
      >
        <IconBrandTelegram size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
