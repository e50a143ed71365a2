import { defineConfig } from 'vitest/config';

// `npm run test:unit` runs the server and web projects; browser journeys live in e2e/ with their own config.
export default defineConfig({
  test: {
    projects: ['server', 'web', 'contract'],
  },
});
