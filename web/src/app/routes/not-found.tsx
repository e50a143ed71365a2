import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@mantine/hooks';
import { PAGE_NOT_FOUND_CODE } from '@bilim/contract/constants';
import { paths } from '@/config/paths';

/** Any unknown path: the code 440, "Page Not Found" and a Back link (spec §2). */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(`${t('notFound.title')} — Bilim`);

  const back = (event: React.MouseEvent) => {
    event.preventDefault();
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else if (window.history.length > 1) window.history.back();
    else void navigate(paths.home.getHref());
  };

  return (
    <Center py={64}>
      <Stack align="center" gap="xs" ta="center">
        <Text
          component="p"
          fz={{ base: 96, sm: 140 }}
          fw={800}
          lh={1}
          c="cyan.9"
          data-testid="not-found-code"
          m={0}
        >
          {PAGE_NOT_FOUND_CODE}
        </Text>
        <Title order={1} data-testid="page-title">
          {t('notFound.title')}
        </Title>
        <Text c="dimmed">{t('notFound.text')}</Text>
        <Anchor
          href={paths.home.getHref()}
          onClick={back}
          data-testid="not-found-back"
          fw={600}
          mt="sm"
        >
          <IconArrowLeft
            size={16}
            aria-hidden
            style={{ verticalAlign: 'middle', marginRight: 4 }}
          />
          {t('actions.back')}
        </Anchor>
      </Stack>
    </Center>
  );
}
