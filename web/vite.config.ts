import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

const API_TARGET = process.env.BILIM_API_URL ?? 'http://localhost:3000';

// `vite build --ssr src/entry-server.tsx` builds the server's render of the public pages into
// dist-server (outside dist, which is served as files); it needs neither the service worker
// nor the browser's chunks.
export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  plugins: [
    react(),
    !isSsrBuild &&
      VitePWA({
        registerType: 'autoUpdate',
        injectRegister: false,
        filename: 'sw.js',
        includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
        manifest: {
          name: 'Bilim',
          short_name: 'Bilim',
          description:
            'Школы, детские сады, кружки, университеты, курсы, репетиторы и лагеря Казахстана',
          lang: 'ru',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          background_color: '#ffffff',
          theme_color: '#0b7285',
          icons: [
            { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
            {
              src: '/icon-maskable-512.png',
              sizes: '512x512',
              type: 'image/png',
              purpose: 'maskable',
            },
          ],
        },
        workbox: {
          // Shows Web Push messages and opens their pages (a static file: script-src 'self').
          importScripts: ['/push-handler.js'],
          // The worker loads it itself; precaching it too would only keep a second copy.
          globIgnores: ['**/node_modules/**/*', 'push-handler.js'],
          // Pages come from the server (rendered there with their data); the precached
          // index.html is only the offline fallback, where the app renders the page itself.
          navigateFallback: null,
          globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
          runtimeCaching: [
            {
              urlPattern: ({ request }) => request.mode === 'navigate',
              handler: 'NetworkOnly',
              options: { precacheFallback: { fallbackURL: 'index.html' } },
            },
            {
              urlPattern: ({ url }) => url.pathname.startsWith('/locales/'),
              handler: 'StaleWhileRevalidate',
              options: { cacheName: 'bilim-locales' },
            },
          ],
        },
      }),
  ],
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, sourcemap: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // dist/.vite/manifest.json: what each route loads, for the first-load budget.
        manifest: true,
        rollupOptions: {
          output: {
            manualChunks(id: string) {
              // zod's configuration travels with zod, so it holds before any chunk parses anything.
              if (id.includes('/src/lib/zod-config')) return 'zod';
              if (!id.includes('node_modules')) return undefined;
              if (/[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/.test(id)) {
                return 'react';
              }
              // react-i18next's <Trans> and the HTML parser it brings serve a few screens (the
              // register form): they go with those screens, not with i18n, which every page loads.
              if (/[\\/]react-i18next[\\/].*[\\/]Trans(WithoutContext)?\.js$/.test(id))
                return undefined;
              // Mantine and the icons are left to the bundler: each screen's chunk brings only the
              // components and icons it uses, so the first page does not load them all.
              if (id.includes('i18next')) return 'i18n';
              if (id.includes('@tanstack')) return 'query';
              if (id.includes('/zod/')) return 'zod';
              // The realtime client, loaded only once a user has signed in (lib/realtime.ts).
              if (
                /[\\/](socket\.io-client|socket\.io-parser|engine\.io-client|engine\.io-parser|@socket\.io)[\\/]/.test(
                  id,
                )
              )
                return 'realtime';
              return undefined;
            },
          },
        },
      },
  server: {
    port: 5173,
    proxy: {
      '/api': API_TARGET,
      '/healthz': API_TARGET,
      '/pay': API_TARGET,
      '/metrics': API_TARGET,
      '/notifications': API_TARGET,
      '/socket.io': { target: API_TARGET, ws: true },
    },
  },
  preview: { port: 4173 },
}));
