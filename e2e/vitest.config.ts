import { defineConfig } from 'vitest/config';

// Browser journeys: one built server for the whole run, two files at a time. Each file signs up
// its own users and makes its own records, so files do not see each other's; a browser waits on
// the server and the server on the browser, so two at a time on a 2-core machine finish in about
// two thirds of the time of one after another (580 s → 380 s).
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['src/**/*.e2e.ts'],
    globalSetup: ['./src/global-setup.ts'],
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
