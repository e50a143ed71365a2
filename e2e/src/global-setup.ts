import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startBuiltServer } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    admin: { email: string; password: string };
  }
}

const admin = { email: 'admin@e2e.bilim.kz', password: 'admin-e2e-password' };

/** One built app for the whole run, on a fresh embedded database in a temporary folder. */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(join(tmpdir(), 'bilim-e2e-'));
  const server = await startBuiltServer({
    DATA_DIR: dataDir,
    DEMO_DATA: '0',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    AUTH_RATE_LIMIT_MAX: '1000',
  });
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('admin', admin);

  return async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
