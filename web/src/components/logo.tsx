import { Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';

/** The mark and the name "Bilim", linking home. */
export function Logo() {
  const { t } = useTranslation();
  return (
    <UnstyledButton
      component={Link}
      to={paths.home.getHref()}
      aria-label={t('layout.logoLabel')}
      data-testid="logo"
      style={{ borderRadius: 8 }}
    >
      <Group gap={8} wrap="nowrap">
        <img src="/favicon.svg" alt="" width={32} height={32} />
        <Text fw={800} fz={22} c="cyan.9" style={{ letterSpacing: -0.5 }}>
          Bilim
        </Text>
      </Group>
    </UnstyledButton>
  );
}
