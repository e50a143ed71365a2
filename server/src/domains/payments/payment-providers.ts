import type { Config } from '../../config';
import type { Db } from '../../db/db';
import type { PaymentProvider } from './payment-provider';
import { SANDBOX, SandboxProvider } from './sandbox-provider';

/**
 * The providers of this process. Only the one PAYMENT_PROVIDER names is registered: new payments
 * go through it and only its callbacks are heard, so a production site on a real acquirer has no
 * sandbox page or callback that could credit a balance.
 */
export class PaymentProviders {
  private readonly byName: Map<string, PaymentProvider>;
  /** The provider new payments go through. */
  readonly current: PaymentProvider;

  constructor(providers: readonly PaymentProvider[], currentName: string) {
    this.byName = new Map(providers.map((provider) => [provider.name, provider]));
    const current = this.byName.get(currentName);
    if (!current) {
      const known = [...this.byName.keys()].join(', ');
      throw new Error(`Unknown PAYMENT_PROVIDER "${currentName}" (known: ${known})`);
    }
    this.current = current;
  }

  /** The provider of that name, if this process has it. */
  find(name: string): PaymentProvider | undefined {
    return this.byName.get(name);
  }
}

/**
 * Builds the provider PAYMENT_PROVIDER names. A real acquirer plugs in here: one more case that
 * builds it from its own variables (see docs/payments.md).
 */
export function createPaymentProviders(config: Config, db: Db): PaymentProviders {
  const builders: Record<string, () => PaymentProvider> = {
    sandbox: () => new SandboxProvider(db, config.payments.sandboxSecret),
  };
  const build = builders[config.payments.provider];
  if (!build) {
    const known = Object.keys(builders).join(', ');
    throw new Error(`Unknown PAYMENT_PROVIDER "${config.payments.provider}" (known: ${known})`);
  }
  return new PaymentProviders([build()], config.payments.provider);
}

/**
 * Refuses, at start-up, the sandbox on a public site: an https PUBLIC_URL with PAYMENT_PROVIDER
 * the sandbox, whose checkout lets any user confirm their own top-ups, unless
 * ALLOW_SANDBOX_PAYMENTS=1 says it is meant (a staging site). An http PUBLIC_URL (development,
 * tests, `npm start` at localhost) passes.
 */
export function assertSandboxAllowed(
  config: Pick<Config, 'publicUrl'> & {
    payments: Pick<Config['payments'], 'provider' | 'allowSandbox'>;
  },
): void {
  if (config.payments.provider !== SANDBOX || config.payments.allowSandbox) return;
  if (!config.publicUrl.toLowerCase().startsWith('https://')) return;
  throw new Error(
    `Refusing to start: PAYMENT_PROVIDER is the sandbox, where any user can confirm their own top-ups, ` +
      `and PUBLIC_URL (${config.publicUrl}) is a public https site. Plug in a real provider ` +
      `(docs/payments.md), or set ALLOW_SANDBOX_PAYMENTS=1 if this site is meant to take sandbox payments (staging).`,
  );
}
