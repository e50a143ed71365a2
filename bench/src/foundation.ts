/**
 * Foundation benchmark: dictionaries, an authenticated profile read and the health check,
 * on the embedded database and (when it answers on 127.0.0.1:5432) on PostgreSQL.
 * Run with `npm run bench:foundation` (builds first).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBuiltServer } from '@bilim/e2e/server-process';
import { measure, printFigures, type Figures, type Scenario } from './measure';
import { databaseUrlOf, onPostgres } from './postgres';

async function signIn(baseUrl: string): Promise<string> {
  const credentials = { name: 'Bench User', email: 'bench@bilim.kz', password: 'bench-password' };
  await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const answer = await fetch(`${baseUrl}/api/login-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: credentials.email, password: credentials.password }),
  });
  const session = (await answer.json()) as { access_token: string };
  return session.access_token;
}

async function runOn(engine: string, env: Record<string, string>): Promise<Figures[]> {
  const server = await startBuiltServer({ DEMO_DATA: '0', AUTH_RATE_LIMIT_MAX: '1000', ...env });
  try {
    const token = await signIn(server.baseUrl);
    const scenarios: Scenario[] = [
      { name: 'GET /healthz', path: '/healthz' },
      { name: 'GET /api/cities', path: '/api/cities' },
      { name: 'GET /api/catalog', path: '/api/catalog' },
      {
        name: 'GET /api/cabinet/profile',
        path: '/api/cabinet/profile',
        headers: { authorization: `Bearer ${token}` },
      },
    ];
    const figures: Figures[] = [];
    for (const scenario of scenarios) figures.push(await measure(server.baseUrl, engine, scenario));
    return figures;
  } finally {
    await server.stop();
  }
}

const dataDir = await mkdtemp(join(tmpdir(), 'bilim-bench-'));
try {
  const figures = await runOn('pglite', { DATA_DIR: dataDir });
  if (await onPostgres(['drop database if exists bilim_bench', 'create database bilim_bench'])) {
    const DATABASE_URL = databaseUrlOf('bilim_bench');
    figures.push(...(await runOn('postgres', { DATA_DIR: dataDir, DATABASE_URL })));
  } else {
    console.log('PostgreSQL does not answer: measured on the embedded database only.');
  }
  printFigures(figures);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
