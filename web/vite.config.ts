import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

const API_TARGET = process.env.BILIM_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  root: import.meta.dirname,
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  plugins: [
    react(),
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
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [
          /^\/api/,
          // The bell's calls (spec §7) and the push handler are the server's files, never pages.
          /^\/notifications/,
          /^\/push-handler\.js$/,
          // The payment provider's checkout pages are the server's, never the app's.
          /^\/pay\//,
          /^\/healthz/,
          /^\/metrics/,
          /^\/socket\.io/,
          /^\/sitemap\.xml/,
          /^\/robots\.txt/,
        ],
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
        runtimeCaching: [
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/locales/'),
            handler: 'StaleWhileRevalidate',
            options: { cacheName: 'bilim-locales' },
          },
        ],
      },
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      output: {
        manualChunks(id: string) {
          // zod's configuration travels with zod, so it holds before any chunk parses anything.
          if (id.includes('/src/lib/zod-config')) return 'zod';
          if (!id.includes('node_modules')) return undefined;
          if (/[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/.test(id)) {
            return 'react';
          }
          // The carousel, the date pickers and the charts load only with the screens that use them.
          if (
            /@mantine[\\/](carousel|dates|charts)|[\\/]recharts[\\/]|embla-carousel|[\\/]dayjs[\\/]/.test(
              id,
            )
          )
            return undefined;
          if (id.includes('@mantine') || id.includes('@floating-ui')) return 'mantine';
          if (id.includes('i18next')) return 'i18n';
          if (id.includes('@tanstack')) return 'query';
          if (id.includes('/zod/')) return 'zod';
          if (id.includes('@tabler')) return 'icons';
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
});
