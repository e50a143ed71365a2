import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS_COUNT, hashPassword, isCommonPassword, verifyPassword } from './password';
import { FIRST_DELAY_MS, lockAfter } from './sign-in-lock';
import { bearerToken, createToken, hashToken } from './tokens';

describe('password hashing', () => {
  it('stores scrypt with its parameters and a random salt', async () => {
    const first = await hashPassword('correct horse');
    const second = await hashPassword('correct horse');
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(first).not.toBe(second);
  });

  it('accepts the right password only', async () => {
    const stored = await hashPassword('correct horse');
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('wrong horse', stored)).toBe(false);
    expect(await verifyPassword('correct horse', 'plain-text')).toBe(false);
  });
});

describe('common passwords', () => {
  it('are the 10,000 most common ones, whatever their case', async () => {
    expect(COMMON_PASSWORDS_COUNT).toBe(10_000);
    for (const password of ['12345678', 'password', 'PASSWORD', 'iloveyou', 'qwertyuiop']) {
      expect(await isCommonPassword(password), password).toBe(true);
    }
    for (const password of ['steppe-lark-92', 'correct horse battery', 'Алматы-2026']) {
      expect(await isCommonPassword(password), password).toBe(false);
    }
  });
});

describe('the wait after wrong passwords in a row', () => {
  it('starts at the 5th with a minute, doubles, and from the 10th waits for a restore', () => {
    const waits = Array.from({ length: 11 }, (_, i) => lockAfter(i + 1));
    const minute = FIRST_DELAY_MS;
    expect(minute).toBe(60_000);
    expect(waits).toEqual([
      null,
      null,
      null,
      null,
      minute,
      2 * minute,
      4 * minute,
      8 * minute,
      16 * minute,
      'restore',
      'restore',
    ]);
  });
});

describe('tokens', () => {
  it('are random, and stored as their sha256', () => {
    const a = createToken();
    const b = createToken();
    expect(a.token).not.toBe(b.token);
    expect(a.token.length).toBeGreaterThanOrEqual(43);
    expect(a.hash).toBe(hashToken(a.token));
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('are read from a Bearer header', () => {
    expect(bearerToken('Bearer abc')).toBe('abc');
    expect(bearerToken('bearer abc ')).toBe('abc');
    expect(bearerToken('Basic abc')).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });
});
