import { Anchor, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  IconBriefcase,
  IconCalendarEvent,
  IconHome,
  IconLayoutGrid,
  IconWallet,
} from '@tabler/icons-react';
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { Logo } from '@/components/logo';
import { useIsMobile } from '@/lib/use-is-mobile';
import classes from './layout.module.css';

export const FOOTER_TABS = [
  { key: 'main', to: paths.home.getHref(), icon: IconHome, end: true },
  { key: 'catalog', to: paths.catalog.getHref(), icon: IconLayoutGrid, end: false },
  { key: 'cabinet', to: paths.cabinet.getHref(), icon: IconBriefcase, end: false },
  { key: 'events', to: paths.events.getHref(), icon: IconCalendarEvent, end: false },
  { key: 'account', to: paths.account.getHref(), icon: IconWallet, end: false },
] as const;

const LEGAL_LINKS = [
  { key: 'about', to: paths.about.getHref() },
  { key: 'agreement', to: paths.agreement.getHref() },
  { key: 'privacy', to: paths.privacy.getHref() },
  { key: 'cookie', to: paths.cookie.getHref() },
  { key: 'consent_user', to: paths.consentUser.getHref() },
  { key: 'consent_customer', to: paths.consentCustomer.getHref() },
] as const;

/** The bottom tab bar of phones. */
function TabBar() {
  const { t } = useTranslation();
  return (
    <nav
      className={classes.tabBar}
      aria-label={t('layout.tabs')}
      data-testid="tab-bar"
      data-tab-bar
    >
      {FOOTER_TABS.map(({ key, to, icon: Icon, end }) => (
        <NavLink
          key={key}
          to={to}
          end={end}
          className={classes.tab}
          data-testid={`footer-tab-${key}`}
        >
          <Icon size={22} aria-hidden />
          <span>{t(`menu.${key}`)}</span>
        </NavLink>
      ))}
    </nav>
  );
}

/** Footer tabs (/, /catalog, /cabinet, /events, /account), the legal links and ©. */
export function Footer() {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const year = new Date().getFullYear();

  return (
    <>
      <footer className={classes.footer} data-site-footer>
        <Container size="xl">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            <Stack gap="xs">
              <Logo />
              <Text size="sm" c="dimmed">
                {t('footer.tagline')}
              </Text>
            </Stack>
            {!isMobile && (
              <nav aria-label={t('layout.tabs')}>
                <Stack gap={6}>
                  {FOOTER_TABS.map(({ key, to }) => (
                    <Anchor
                      key={key}
                      component={Link}
                      to={to}
                      className={classes.footerLink}
                      data-testid={`footer-tab-${key}`}
                    >
                      {t(`menu.${key}`)}
                    </Anchor>
                  ))}
                </Stack>
              </nav>
            )}
            <nav aria-label={t('footer.legal')}>
              <Stack gap={6}>
                {LEGAL_LINKS.map(({ key, to }) => (
                  <Anchor
                    key={key}
                    component={Link}
                    to={to}
                    className={classes.footerLink}
                    data-testid={`footer-link-${key}`}
                  >
                    {t(`footer.${key}`)}
                  </Anchor>
                ))}
              </Stack>
            </nav>
          </SimpleGrid>
          <Group mt="lg" justify="space-between">
            <Text size="sm" c="dimmed">
              © {year} Bilim
            </Text>
          </Group>
        </Container>
      </footer>
      {isMobile && <TabBar />}
    </>
  );
}
