import { useEffect, useState } from 'react';
import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { COOKIE_BANNER_DELAY_MS, STORAGE_KEYS } from '@bilim/contract/constants';
import { paths } from '@/config/paths';

function storedChoice(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.cookieConsent);
  } catch {
    return null;
  }
}

function storeChoice(accepted: boolean) {
  try {
    localStorage.setItem(STORAGE_KEYS.cookieConsent, String(accepted));
  } catch {
    // Private mode: the banner just comes back next time.
  }
}

/** Shown COOKIE_BANNER_DELAY_MS after load while no choice is stored; Accept/Decline store it. */
export function CookieBanner({ raised = false }: { raised?: boolean }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (storedChoice() !== null) return;
    const timer = window.setTimeout(() => setVisible(true), COOKIE_BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!visible) return null;

  const choose = (accepted: boolean) => {
    storeChoice(accepted);
    setVisible(false);
  };

  return (
    <Paper
      role="region"
      aria-label={t('cookie.label')}
      data-testid="cookie-banner"
      shadow="lg"
      withBorder
      radius="md"
      p="md"
      style={{
        position: 'fixed',
        left: 16,
        right: 16,
        bottom: raised ? 80 : 16,
        zIndex: 200,
        maxWidth: 720,
        marginInline: 'auto',
      }}
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" style={{ flex: '1 1 280px' }}>
          {t('cookie.text')}{' '}
          <Anchor component={Link} to={paths.cookie.getHref()} inherit data-testid="cookie-more">
            {t('cookie.more')}
          </Anchor>
        </Text>
        <Group gap="xs">
          <Button variant="default" onClick={() => choose(false)} data-testid="cookie-decline">
            {t('cookie.decline')}
          </Button>
          <Button onClick={() => choose(true)} data-testid="cookie-accept">
            {t('cookie.accept')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
