import type { ReactElement, ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import en from '../../public/locales/en/common.json';
import ru from '../../public/locales/ru/common.json';
import kz from '../../public/locales/kz/common.json';

/**
 * An i18n instance with the texts inline (no HTTP backend in tests), in English unless a test
 * switches it (`await testI18n.changeLanguage('ru')`, and back to 'en' afterwards).
 */
export const testI18n = i18next.createInstance();
void testI18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { common: en }, ru: { common: ru }, kz: { common: kz } },
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

function Providers({ children }: { children: ReactNode }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <MantineProvider>
      <I18nextProvider i18n={testI18n}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>
  );
}

/** Renders routes in a memory router inside the app's providers. */
export function renderRoutes(routes: RouteObject[], initialPath = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const view = render(<RouterProvider router={router} />, { wrapper: Providers });
  return { router, ...view };
}

/** Renders one element at `/` inside a memory router and the providers. */
export function renderWithProviders(ui: ReactElement) {
  return renderRoutes([{ path: '*', element: ui }]);
}
