import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { IconHeadset, IconMessages } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';

export function Component() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" maw={760}>
      <PageTitle mb={0}>{t('support.title')}</PageTitle>
      <Anchor component={Link} to={paths.supportChats.getHref()} data-testid="support-chats-link">
        <Group gap="xs" wrap="nowrap">
          <IconMessages size={18} aria-hidden />
          {t('support.chats')}
        </Group>
      </Anchor>
      <Alert icon={<IconHeadset size={20} aria-hidden />} color="cyan" variant="light">
        <Text>{t('support.soon')}</Text>
      </Alert>
    </Stack>
  );
}
