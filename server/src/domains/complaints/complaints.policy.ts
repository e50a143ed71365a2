import { can, definePolicy } from '../../lib/policy';

/** A complaint as the policy sees it: who sent it. */
export interface ComplaintSubject {
  complainerId: number;
}

/**
 * Complaints: any signed-in user sends one; staff holding `manage:complaint` (support and
 * admins) read the queue and close them with a resolution.
 */
export const complaintPolicy = definePolicy<ComplaintSubject, 'create' | 'read' | 'close'>({
  create: () => true,
  read: (actor, complaint) => actor.id === complaint.complainerId || can(actor, 'manage:complaint'),
  close: (actor) => can(actor, 'manage:complaint'),
});
