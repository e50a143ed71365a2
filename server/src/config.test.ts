import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { REPO_ROOT } from './lib/paths';

describe('configuration', () => {
  it('defaults DATA_DIR and WEB_DIST to the repository root', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.join(REPO_ROOT, 'data'));
    expect(config.webDist).toBe(path.join(REPO_ROOT, 'web', 'dist'));
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.demoData).toBe(true);
    expect(config.authRateLimit).toEqual({ max: 10, timeWindow: '1 minute' });
  });

  it('limits photo uploads per user: 30 a minute unless PHOTO_UPLOAD_RATE_LIMIT_* say otherwise', () => {
    expect(loadConfig({}).photoUploadRateLimit).toEqual({ max: 30, timeWindow: '1 minute' });
    const config = loadConfig({
      PHOTO_UPLOAD_RATE_LIMIT_MAX: '5',
      PHOTO_UPLOAD_RATE_LIMIT_WINDOW: '10 minutes',
    });
    expect(config.photoUploadRateLimit).toEqual({ max: 5, timeWindow: '10 minutes' });
    expect(() => loadConfig({ PHOTO_UPLOAD_RATE_LIMIT_MAX: '0' })).toThrow(
      /PHOTO_UPLOAD_RATE_LIMIT_MAX/,
    );
  });

  it('seeds demo data on the embedded database only, unless DEMO_DATA says otherwise', () => {
    const postgres = 'postgres://bilim@db.example.kz/bilim';
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig({ DATABASE_URL: postgres }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: postgres, DEMO_DATA: '1' }).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: '0' }).demoData).toBe(false);
  });

  it('reads METRICS_TOKEN, unset by default (then /metrics answers loopback only)', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 's3cret' }).metricsToken).toBe('s3cret');
  });

  it('allows the sandbox on a public site only with ALLOW_SANDBOX_PAYMENTS=1', () => {
    expect(loadConfig({}).payments.allowSandbox).toBe(false);
    expect(loadConfig({ ALLOW_SANDBOX_PAYMENTS: '0' }).payments.allowSandbox).toBe(false);
    expect(loadConfig({ ALLOW_SANDBOX_PAYMENTS: '1' }).payments.allowSandbox).toBe(true);
    expect(() => loadConfig({ ALLOW_SANDBOX_PAYMENTS: 'yes' })).toThrow(/ALLOW_SANDBOX_PAYMENTS/);
  });

  it('reads relative paths from where npm was started', () => {
    const config = loadConfig({ DATA_DIR: 'somewhere', INIT_CWD: '/srv/bilim' });
    expect(config.dataDir).toBe('/srv/bilim/somewhere');
  });

  it('refuses a bad value with a readable message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.kz' })).toThrow(/ADMIN_PASSWORD/);
  });

  it('refuses an ADMIN_PASSWORD shorter than a user could choose, naming it', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.kz', ADMIN_PASSWORD: 'short' })).toThrow(
      'ADMIN_PASSWORD: must be at least 8 characters',
    );
    expect(loadConfig({ ADMIN_EMAIL: 'a@b.kz', ADMIN_PASSWORD: 'long-enough' }).adminPassword).toBe(
      'long-enough',
    );
  });
});

describe('the .env file', () => {
  it('fills variables that are not set, and leaves the others', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const os = await import('node:os');
    const { loadDotEnv } = await import('./config');
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'bilim-env-')), '.env');
    writeFileSync(file, 'BILIM_TEST_A=from-file\nBILIM_TEST_B="quoted value"\n');
    process.env.BILIM_TEST_A = 'already-set';
    expect(loadDotEnv(file)).toBe(file);
    expect(process.env.BILIM_TEST_A).toBe('already-set');
    expect(process.env.BILIM_TEST_B).toBe('quoted value');
    delete process.env.BILIM_TEST_A;
    delete process.env.BILIM_TEST_B;
    expect(loadDotEnv(path.join(os.tmpdir(), 'no-such-dir', '.env'))).toBeUndefined();
  });
});
