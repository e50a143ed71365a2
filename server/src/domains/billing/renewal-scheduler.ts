import { z } from 'zod';
import { runRenewals, type RenewalDeps } from './renewals';
import { expireVip } from '../cards/card-vip';

/** How often the renewal job runs (RENEWAL_INTERVAL_MS, a minute unless set). */
export function renewalIntervalFrom(env: NodeJS.ProcessEnv): number {
  const parsed = z.coerce
    .number()
    .int()
    .min(1000)
    .default(60_000)
    // Empty counts as unset, as for the other variables.
    .safeParse(env.RENEWAL_INTERVAL_MS?.trim() || undefined);
  if (!parsed.success) {
    throw new Error(
      'Invalid environment:\n  RENEWAL_INTERVAL_MS: a whole number of milliseconds, at least 1000',
    );
  }
  return parsed.data;
}

export interface RenewalScheduler {
  /** Stops the timer and waits for a pass under way. */
  stop(): Promise<void>;
}

/**
 * Runs the renewal job at once and then every `intervalMs`, one pass at a time (a pass still
 * running when the timer fires is not doubled). Failures are logged; the timer never keeps the
 * process alive and never stops it.
 */
export function startRenewalScheduler(deps: RenewalDeps, intervalMs: number): RenewalScheduler {
  let running: Promise<void> | null = null;
  const pass = () => {
    if (running) return;
    running = runRenewals(deps)
      .then(async (report) => {
        if (report.renewed.length + report.failed.length + report.reminded.length > 0) {
          deps.log.info(report, 'renewal pass');
        }
        // Paid periods of VIP cards end on the same clock.
        const expired = await expireVip(deps.db, new Date());
        if (expired.length > 0) deps.log.info({ cardIds: expired }, 'VIP periods ended');
      })
      .catch((error: unknown) => deps.log.error({ err: error }, 'renewal pass failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(pass, intervalMs);
  timer.unref();
  pass();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
