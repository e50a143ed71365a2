import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // Files share their worker's modules instead of importing the whole app afresh each (most of
    // the suite's time: 240 s → 140 s on PGlite, 200 s → 90 s on PostgreSQL, two workers). Each
    // file still builds its own app and database; state the modules keep is keyed by those
    // (WeakMaps of db, config, request), and the suite mocks no module.
    isolate: false,
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});
