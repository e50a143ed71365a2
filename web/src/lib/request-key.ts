/**
 * A fresh Idempotency-Key for one confirmation of a paid action, or one create form (its retries
 * send the same one).
 * `crypto.randomUUID` exists only on https and localhost; elsewhere the key is built from
 * `crypto.getRandomValues`, which every browser has.
 */
export function newRequestKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
