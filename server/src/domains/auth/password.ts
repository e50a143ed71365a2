import { FIELD_MESSAGES } from '@bilim/contract/errors';
import {
  randomBytes,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';
import { validationFailed } from '../../lib/errors';

const KEY_LENGTH = 64;
const DEFAULTS = { N: 16384, r: 8, p: 1 } as const;

function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions) {
  return new Promise<Buffer>((resolve, reject) => {
    scryptCallback(
      password,
      salt,
      keylen,
      { ...options, maxmem: 64 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** Hashes a password as `scrypt$N$r$p$salt$hash` (salt and hash base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p } = DEFAULTS;
  const hash = await scrypt(password, salt, KEY_LENGTH, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/** Compares in constant time; false for a malformed stored hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltText, hashText] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hashText, 'base64url');
  if (expected.length === 0) return false;
  const actual = await scrypt(password, Buffer.from(saltText, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(actual, expected);
}

/** A hash of nothing in particular, compared against for unknown e-mails so both paths take as long. */
let dummyHash: Promise<string> | undefined;
export function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

/** How many of the most common passwords a new password may not be. */
export const COMMON_PASSWORDS_COUNT = 10_000;

/**
 * The 10,000 most common passwords, lower-case: the head of zxcvbn-ts's frequency-ranked list
 * (`@zxcvbn-ts/language-common`, from leaked password sets). Loaded at the first check, so a
 * process that sets no password never decompresses the list.
 */
let commonPasswords: Promise<ReadonlySet<string>> | undefined;
function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORDS_COUNT)),
  );
  return commonPasswords;
}

/**
 * Whether a password is among the most common ones, whatever its case ("Password" is guessed as
 * soon as "password"). The rule of every new password (register, restore, change) besides its
 * length, which the contract's `newPasswordField` checks in the browser too; the list stays on the
 * server, out of the web app's JavaScript.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await loadCommonPasswords()).has(password.toLowerCase());
}

/** Refuses a new password that is too common: 422 with the catalogue's message on `field`. */
export async function assertPasswordNotCommon(password: string, field = 'password'): Promise<void> {
  if (await isCommonPassword(password)) {
    throw validationFailed({ [field]: FIELD_MESSAGES.PASSWORD_TOO_COMMON });
  }
}
