import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { assertSandboxAllowed } from './payment-providers';

describe('the sandbox on a public site', () => {
  it('refuses to start with an https PUBLIC_URL, naming the way out', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://bilim.kz' });
    expect(() => assertSandboxAllowed(config)).toThrow(/sandbox.*ALLOW_SANDBOX_PAYMENTS=1/s);
    expect(() =>
      assertSandboxAllowed(
        loadConfig({ PUBLIC_URL: 'HTTPS://Bilim.kz/', PAYMENT_PROVIDER: 'sandbox' }),
      ),
    ).toThrow(/ALLOW_SANDBOX_PAYMENTS/);
  });

  it('starts there when ALLOW_SANDBOX_PAYMENTS=1 says it is meant', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://staging.bilim.kz',
      ALLOW_SANDBOX_PAYMENTS: '1',
    });
    expect(() => assertSandboxAllowed(config)).not.toThrow();
  });

  it('keeps an http PUBLIC_URL (development, tests, localhost) as it was', () => {
    for (const env of [
      {},
      { PUBLIC_URL: 'http://localhost:3000' },
      { PUBLIC_URL: 'http://bilim.test' },
    ]) {
      expect(() => assertSandboxAllowed(loadConfig(env))).not.toThrow();
    }
  });

  it('leaves a real provider alone', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://bilim.kz', PAYMENT_PROVIDER: 'kaspi' });
    expect(() => assertSandboxAllowed(config)).not.toThrow();
  });
});
