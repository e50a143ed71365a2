import type { Role } from '@bilim/contract/constants';
import { describe, expect, it } from 'vitest';
import { settingsPolicy } from '../domains/settings/settings.policy';
import { definePolicy, isSelf } from './policy';

const actor = (id: number, roles: Role[] = []) => ({ id, roles });
const member = actor(1);
const support = actor(2, ['support']);
const advertiser = actor(3, ['advertisement']);
const admin = actor(4, ['admin']);
const both = actor(5, ['support', 'admin']);

describe('settings policy', () => {
  it.each([
    ['a member', member, false],
    ['support', support, false],
    ['advertisement', advertiser, false],
    ['an admin', admin, true],
    ['an admin who is also support', both, true],
  ])('%s may read, update and pass maintenance: %s', (_name, who, allowed) => {
    for (const action of settingsPolicy.actions) {
      expect(settingsPolicy.can(who, action, null)).toBe(allowed);
    }
  });

  it('refuses anonymous callers and throws 403 FORBIDDEN from authorize', () => {
    expect(settingsPolicy.can(null, 'read', null)).toBe(false);
    expect(() => settingsPolicy.authorize(member, 'update', null)).toThrow(
      expect.objectContaining({ statusCode: 403, code: 'FORBIDDEN' }),
    );
    expect(() => settingsPolicy.authorize(admin, 'update', null)).not.toThrow();
  });
});

describe('a policy with an owner rule', () => {
  const ownPolicy = definePolicy<{ id: number }, 'update'>({ update: isSelf });

  it.each([
    ['the owner', member, true],
    ['someone else', support, false],
    ['even an admin', admin, false],
  ])('%s may update the record: %s', (_name, who, allowed) => {
    expect(ownPolicy.can(who, 'update', { id: 1 })).toBe(allowed);
  });
});
