import { Suspense, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { TOAST_AUTO_CLOSE_MS } from '@bilim/contract/constants';
import { RenderHintsContext, type RenderHints } from '@/lib/render-hints';
import { cssVariablesResolver, theme } from './theme';
import { FullPageLoader } from './full-page-loader';

interface AppProviderProps {
  queryClient: QueryClient;
  hints: RenderHints;
  children: ReactNode;
}

/**
 * Mantine, notifications (3 s toasts), TanStack Query, what the server knew of the visitor, and
 * a fallback while translations load. The same in the browser and in the server's render.
 */
export function AppProvider({ queryClient, hints, children }: AppProviderProps) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <Notifications
        position="top-right"
        autoClose={TOAST_AUTO_CLOSE_MS}
        limit={4}
        className="bilim-toasts"
      />
      <QueryClientProvider client={queryClient}>
        <RenderHintsContext.Provider value={hints}>
          <Suspense fallback={<FullPageLoader />}>{children}</Suspense>
        </RenderHintsContext.Provider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
