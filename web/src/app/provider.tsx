import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BrowserOnly } from '@/components/browser-only';
import { RenderHintsContext, type RenderHints } from '@/lib/render-hints';
import { cssVariablesResolver, localizedTheme } from './theme';
import { FullPageLoader } from './full-page-loader';

// Toasts and their transitions load after the first page: nothing needs them to draw it.
const Toasts = lazy(() => import('./toasts'));

interface AppProviderProps {
  queryClient: QueryClient;
  hints: RenderHints;
  children: ReactNode;
}

/**
 * Mantine, toasts (3 s, loaded lazily), TanStack Query, what the server knew of the visitor, and
 * a fallback while translations load. The same in the browser and in the server's render.
 */
export function AppProvider({ queryClient, hints, children }: AppProviderProps) {
  // No suspense here: the fallback below shows while translations load.
  const { t } = useTranslation('common', { useSuspense: false });
  const theme = useMemo(() => localizedTheme(t), [t]);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <BrowserOnly fallback={null}>
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      </BrowserOnly>
      <QueryClientProvider client={queryClient}>
        <RenderHintsContext.Provider value={hints}>
          <Suspense fallback={<FullPageLoader />}>{children}</Suspense>
        </RenderHintsContext.Provider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
