import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { COOKIE_BANNER_DELAY_MS, STORAGE_KEYS } from '@bilim/contract/constants';
import { createLocalStorageStore } from '@/lib/local-storage-store';
import { paths } from '@/config/paths';

/** The visitor's cookie choice ("true" or "false"), kept in local storage under `cookieConsent`. */
const consentStore = createLocalStorageStore(STORAGE_KEYS.cookieConsent);

/**
 * The banner's room at the window's bottom (its height and the gap below), as
 * `--cookie-banner-space` on the document while it is shown: a screen that fills the window
 * (the chat) ends above it instead of under it.
 */
function useSpaceTaken() {
  return useCallback((banner: HTMLDivElement | null) => {
    const root = document.documentElement.style;
    if (!banner) {
      root.removeProperty('--cookie-banner-space');
      return;
    }
    const observer = new ResizeObserver(() => {
      const space = window.innerHeight - banner.getBoundingClientRect().top;
      root.setProperty('--cookie-banner-space', `${Math.max(0, Math.round(space))}px`);
    });
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.removeProperty('--cookie-banner-space');
    };
  }, []);
}

/** Shown COOKIE_BANNER_DELAY_MS after load while no choice is stored; Accept/Decline store it. */
export function CookieBanner({ raised = false }: { raised?: boolean }) {
  const { t } = useTranslation();
  const choice = useSyncExternalStore(consentStore.subscribe, consentStore.read, () => null);
  const [delayPassed, setDelayPassed] = useState(false);
  // Hidden after a click even where storage is blocked (then it comes back next time).
  const [dismissed, setDismissed] = useState(false);
  const undecided = choice === null;

  useEffect(() => {
    if (!undecided) return;
    const timer = window.setTimeout(() => setDelayPassed(true), COOKIE_BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [undecided]);

  const visible = undecided && delayPassed && !dismissed;
  const sized = useSpaceTaken();
  if (!visible) return null;

  const choose = (accepted: boolean) => {
    setDismissed(true);
    consentStore.write(String(accepted));
  };

  return (
    <Paper
      role="region"
      aria-label={t('cookie.label')}
      data-testid="cookie-banner"
      ref={sized}
      shadow="lg"
      withBorder
      radius="md"
      p="md"
      style={{
        position: 'fixed',
        left: 16,
        right: 16,
        bottom: `calc(${raised ? 80 : 16}px + var(--contact-bar-height, 0px))`,
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
