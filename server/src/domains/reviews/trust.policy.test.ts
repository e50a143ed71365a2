import type { Role } from '@bilim/contract/constants';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../lib/policy';
import { complaintPolicy } from '../complaints/complaints.policy';
import { restrictionPolicy } from '../restrictions/restrictions.policy';
import {
  commentPolicies,
  commentPolicy,
  reviewedRecordPolicy,
  reviewPolicies,
  reviewPolicy,
} from './reviews.policy';

// The trust domain's policies as one matrix: who may do what to reviews, comments, complaints
// and restrictions. User 1 wrote the review, the comment and the complaint, and is the
// restricted user; user 2 owns the reviewed card.
const actor = (id: number, roles: Role[] = []): Actor => ({ id, roles });
const ACTORS = {
  anonymous: null,
  author: actor(1),
  'card owner': actor(2),
  'another user': actor(3),
  support: actor(4, ['support']),
  advertisement: actor(5, ['advertisement']),
  admin: actor(6, ['admin']),
} as const;
type Who = keyof typeof ACTORS;
const WHO = Object.keys(ACTORS) as Who[];

const card = { ownerUserId: 2 };
const review = { authorId: 1, ownerUserId: 2, deleted: false };
const comment = { authorId: 1, deleted: false };
const complaint = { complainerId: 1 };
const restrictedUser = { id: 1 };

const CHECKS: Record<string, (who: Actor | null) => boolean> = {
  'review a card': (who) => reviewedRecordPolicy.can(who, 'review', card),
  'edit a review': (who) => reviewPolicy.can(who, 'update', review),
  'comment on a review': (who) => reviewPolicy.can(who, 'comment', review),
  'mark a review helpful': (who) => reviewPolicy.can(who, 'helpful', review),
  'delete a review': (who) => reviewPolicy.can(who, 'delete', review),
  'edit a comment': (who) => commentPolicy.can(who, 'update', comment),
  'delete a comment': (who) => commentPolicy.can(who, 'delete', comment),
  'send a complaint': (who) => complaintPolicy.can(who, 'create', complaint),
  'read a complaint': (who) => complaintPolicy.can(who, 'read', complaint),
  'close a complaint': (who) => complaintPolicy.can(who, 'close', complaint),
  'set a restriction': (who) => restrictionPolicy.can(who, 'create', restrictedUser),
  'remove a restriction': (who) => restrictionPolicy.can(who, 'remove', restrictedUser),
  'read restrictions': (who) => restrictionPolicy.can(who, 'read', restrictedUser),
};

// Who is allowed each action; everyone else is refused.
const ALLOWED: Record<keyof typeof CHECKS, Who[]> = {
  'review a card': ['author', 'another user', 'support', 'advertisement', 'admin'],
  'edit a review': ['author'],
  'comment on a review': ['author', 'card owner'],
  'mark a review helpful': ['card owner', 'another user', 'support', 'advertisement', 'admin'],
  'delete a review': ['support', 'admin'],
  'edit a comment': ['author'],
  'delete a comment': ['support', 'admin'],
  'send a complaint': ['author', 'card owner', 'another user', 'support', 'advertisement', 'admin'],
  'read a complaint': ['author', 'support', 'admin'],
  'close a complaint': ['support', 'admin'],
  'set a restriction': ['support', 'admin'],
  'remove a restriction': ['support', 'admin'],
  'read restrictions': ['author', 'support', 'admin'],
};

describe('the trust policy matrix', () => {
  const cases = Object.keys(CHECKS).flatMap((action) =>
    WHO.map((who) => [action, who, ALLOWED[action]!.includes(who)] as const),
  );
  it.each(cases)('%s — %s: %s', (action, who, allowed) => {
    expect(CHECKS[action]!(ACTORS[who])).toBe(allowed);
  });

  it('allows nothing more on a review or comment support deleted', () => {
    const gone = { ...review, deleted: true };
    for (const who of WHO) {
      expect(reviewPolicies(ACTORS[who], gone)).toEqual({
        update: false,
        comment: false,
        helpful: false,
        delete: false,
      });
      expect(commentPolicies(ACTORS[who], { ...comment, deleted: true })).toEqual({
        update: false,
        delete: false,
      });
    }
  });
});
