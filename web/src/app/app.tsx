import { useState } from 'react';
import { RouterProvider, type HydrationState } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { NO_RENDER_HINTS, type RenderHints } from '@/lib/render-hints';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

interface AppProps {
  queryClient: QueryClient;
  /** The server's render of this page, when the browser hydrates it. */
  hydrationData?: HydrationState;
  hints?: RenderHints;
}

export function App({ queryClient, hydrationData, hints = NO_RENDER_HINTS }: AppProps) {
  const [router] = useState(() => createAppRouter(queryClient, hydrationData));
  return (
    <AppProvider queryClient={queryClient} hints={hints}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
