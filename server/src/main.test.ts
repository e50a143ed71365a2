import { execFile } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Starts `src/main.ts` as `npm run dev` does (tsx), and answers how it ended. */
function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/main.ts'],
      {
        cwd: SERVER_DIR,
        // Loading the whole app through tsx takes seconds on a busy machine.
        timeout: 80_000,
        env: {
          PATH: process.env.PATH ?? '',
          LOG_LEVEL: 'silent',
          PORT: '0',
          DATA_DIR: path.join(os.tmpdir(), `bilim-main-test-${process.pid}`),
          ...env,
        },
      },
      (error, _stdout, stderr) => resolve({ code: error ? (error.code as number) : 0, stderr }),
    );
  });
}

describe('start-up', () => {
  it(
    'fails with a clear message on the sandbox at an https PUBLIC_URL',
    { timeout: 90_000 },
    async () => {
      const { code, stderr } = await start({
        PUBLIC_URL: 'https://bilim.kz',
        PAYMENT_PROVIDER: 'sandbox',
        ALLOW_SANDBOX_PAYMENTS: '0',
      });
      expect(code).toBe(1);
      expect(stderr).toMatch(/Refusing to start: PAYMENT_PROVIDER is the sandbox/);
      expect(stderr).toContain('ALLOW_SANDBOX_PAYMENTS=1');
    },
  );
});
