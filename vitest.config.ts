import os from 'node:os';
import { defineConfig } from 'vitest/config';

// `npm run test:unit` runs the server and web projects; browser journeys live in e2e/ with their own config.
export default defineConfig({
  test: {
    projects: ['server', 'web', 'contract'],
    // Vitest leaves a core free by default: one worker on CI's two cores. The server's files spend
    // much of their time waiting on their database, so two workers there finish a fifth sooner.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
