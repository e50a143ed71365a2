import type { Role } from '@bilim/contract/constants';
import { GRANTS, PERMISSIONS } from '@bilim/contract/permissions';
import { describe, expect, it } from 'vitest';
import { can, definePolicy, granted, isSelf } from './policy';

const actor = (id: number, roles: Role[] = []) => ({ id, roles });
const member = actor(1);
const support = actor(2, ['support']);
const advertiser = actor(3, ['advertisement']);
const admin = actor(4, ['admin']);
const both = actor(5, ['support', 'advertisement']);

describe('the grant table', () => {
  it('gives an admin every permission and a member none', () => {
    for (const permission of PERMISSIONS) {
      expect(can(admin, permission)).toBe(true);
      expect(can(member, permission)).toBe(false);
    }
  });

  it.each([
    ['manage:settings', false, false],
    ['adjust:balance', false, false],
    ['read:listing:any', true, true],
    ['read:statistics:any', true, false],
    ['access:support', true, true],
    ['access:admin', false, false],
  ] as const)('%s: support %s, advertisement %s', (permission, bySupport, byAdvertiser) => {
    expect(can(support, permission)).toBe(bySupport);
    expect(can(advertiser, permission)).toBe(byAdvertiser);
  });

  it('gives a user of several roles the union of their grants', () => {
    for (const permission of PERMISSIONS) {
      expect(can(both, permission)).toBe(
        GRANTS.support.includes(permission) || GRANTS.advertisement.includes(permission),
      );
    }
  });
});

describe('a policy', () => {
  const ownPolicy = definePolicy<{ id: number }, 'update' | 'adjust'>({
    update: isSelf,
    adjust: granted('adjust:balance'),
  });

  it.each([
    ['the owner', member, true],
    ['someone else', support, false],
    ['even an admin', admin, false],
  ])('with an owner rule: %s may update the record: %s', (_name, who, allowed) => {
    expect(ownPolicy.can(who, 'update', { id: 1 })).toBe(allowed);
  });

  it('refuses anonymous callers and throws 403 FORBIDDEN from authorize', () => {
    expect(ownPolicy.can(null, 'adjust', { id: 1 })).toBe(false);
    expect(() => ownPolicy.authorize(member, 'adjust', { id: 1 })).toThrow(
      expect.objectContaining({ statusCode: 403, code: 'FORBIDDEN' }),
    );
    expect(() => ownPolicy.authorize(admin, 'adjust', { id: 1 })).not.toThrow();
  });
});
