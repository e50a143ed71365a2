import { lazy, Suspense, useEffect } from 'react';
import { Container, Progress } from '@mantine/core';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useStatus } from '@/features/admin/api/get-status';
import { LoadingState } from '@/components/query-state';
import { onUnauthorized } from '@/lib/api-client';
import { useMaintenance } from '@/lib/maintenance';
import { notifyError } from '@/lib/notify';
import { isAdmin, useSession } from '@/lib/session';
import { paths } from '@/config/paths';
import { CookieBanner } from './cookie-banner';
import { Footer } from './footer';
import { Header } from './header';
import { MaintenanceBanner, MaintenanceScreen } from './maintenance-screen';
import { ScrollToTop } from './scroll-to-top';
import { useIsMobile } from '@/lib/use-is-mobile';
import classes from './layout.module.css';

// The banner of staff signed in as a user loads only then.
const ImpersonationBanner = lazy(() => import('@/features/staff/components/impersonation-banner'));

// The realtime channel and what it updates load for signed-in users only.
const LiveUpdates = lazy(async () => ({
  default: (await import('./live-updates')).LiveUpdates,
}));

/** Pages still reachable during maintenance, so staff can sign in. */
const MAINTENANCE_OPEN_PATHS: readonly string[] = [paths.login.path, paths.loginPassword.path];

function useScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (typeof window.scrollTo === 'function') window.scrollTo({ top: 0 });
  }, [pathname]);
}

/**
 * Marks the page as running once its content is hydrated (React hydrates the frame first and the
 * page's content after it): browser journeys wait for this before they click, since a click on
 * server-rendered content not yet hydrated does nothing.
 */
function PageReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return null;
}

function useSessionExpiredToast() {
  const { t } = useTranslation();
  useEffect(() => onUnauthorized(() => notifyError(t('errors.SESSION_EXPIRED'))), [t]);
}

/** The page frame: header, main content, footer, cookie banner, scroll-to-top (spec §2). */
export function MainLayout({ children }: { children?: React.ReactNode }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const session = useSession();
  const isMobile = useIsMobile();
  useStatus();
  const maintenance = useMaintenance();
  useScrollToTopOnNavigate();
  useSessionExpiredToast();

  const admin = isAdmin(session);
  const blocked = maintenance && !admin && !MAINTENANCE_OPEN_PATHS.includes(pathname);

  return (
    <div className={`${classes.shell} ${isMobile ? classes.withTabBar : ''}`}>
      <a href="#main" className={classes.skipLink}>
        {t('layout.skipToContent')}
      </a>
      {navigation.state === 'loading' && (
        <Progress
          className={classes.progress}
          value={100}
          animated
          size="xs"
          radius={0}
          aria-label={t('states.loading')}
        />
      )}
      {session?.impersonator && (
        <Suspense fallback={null}>
          <ImpersonationBanner />
        </Suspense>
      )}
      <Header />
      {session && (
        <Suspense fallback={null}>
          <LiveUpdates />
        </Suspense>
      )}
      {maintenance && admin && <MaintenanceBanner />}
      <main id="main" className={classes.main} tabIndex={-1}>
        <Container size="xl">
          {blocked ? (
            <MaintenanceScreen />
          ) : (
            <Suspense fallback={<LoadingState page />}>
              {children ?? <Outlet />}
              <PageReady />
            </Suspense>
          )}
        </Container>
      </main>
      <Footer />
      <ScrollToTop raised={isMobile} />
      <CookieBanner raised={isMobile} />
    </div>
  );
}
