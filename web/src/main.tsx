import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
// The home's slider and the photo galleries are rendered on the server: their layout must be in
// the first style sheet, not arrive with their lazy script (the page would shift).
import '@mantine/carousel/styles.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { hydrate } from '@tanstack/react-query';
import { App } from './app/app';
import { loadMatchedRoutes } from './app/router';
import { i18next, initI18n } from './lib/i18n';
import { queryClient } from './lib/query-client';
import { decodeQueries, readServerState } from './lib/server-state';
import { registerServiceWorker } from './lib/service-worker';

/**
 * A page the server rendered is hydrated from the state it carries (its data, translations and
 * route modules ready before the first render); any other page (signed-in areas, or the service
 * worker's offline copy) is rendered here.
 */
async function start(container: HTMLElement) {
  const state = readServerState();
  if (state && container.hasChildNodes()) {
    hydrate(queryClient, decodeQueries(state.queries));
    await Promise.all([
      initI18n({ language: state.language, resources: state.translations }),
      loadMatchedRoutes(window.location.pathname),
    ]);
    hydrateRoot(
      container,
      <StrictMode>
        <I18nextProvider i18n={i18next}>
          <App queryClient={queryClient} hydrationData={state.router} hints={state.hints} />
        </I18nextProvider>
      </StrictMode>,
    );
    return;
  }
  void initI18n();
  createRoot(container).render(
    <StrictMode>
      <I18nextProvider i18n={i18next}>
        <App queryClient={queryClient} />
      </I18nextProvider>
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (container) void start(container);

registerServiceWorker();
