import { Suspense, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { TOAST_AUTO_CLOSE_MS } from '@bilim/contract/constants';
import { queryClient } from '@/lib/query-client';
import { cssVariablesResolver, theme } from './theme';
import { FullPageLoader } from './full-page-loader';

/** Mantine, notifications (3 s toasts), TanStack Query, and a fallback while translations load. */
export function AppProvider({ children }: { children: ReactNode }) {
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
        <Suspense fallback={<FullPageLoader />}>{children}</Suspense>
      </QueryClientProvider>
    </MantineProvider>
  );
}
