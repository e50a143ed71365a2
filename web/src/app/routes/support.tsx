import { Alert, Stack, Text } from '@mantine/core';
import { IconHeadset } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';

export function Component() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" maw={760}>
      <PageTitle mb={0}>{t('support.title')}</PageTitle>
      <Alert icon={<IconHeadset size={20} aria-hidden />} color="cyan" variant="light">
        <Text>{t('support.soon')}</Text>
      </Alert>
    </Stack>
  );
}
