import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup-tests.ts'],
    // Files share one jsdom and module cache: importing Mantine and starting jsdom per file was
    // three quarters of the run. Tests clean up after themselves (setup-tests.ts).
    isolate: false,
    // A file's first render pays for Mantine's and the form's first import: on a busy two-core
    // machine that alone has passed 5 s. A ceiling against hangs, not a speed check.
    testTimeout: 15_000,
  },
});
