import type { Restriction } from '@bilim/contract/trust';
import { RestrictionAlert } from '@/components/restriction-alert';

/** Why the reader cannot write at all for now: support restricted their messages (until when, why). */
export function RestrictedNotice({ restriction }: { restriction: Restriction }) {
  return (
    <RestrictionAlert
      restriction={restriction}
      texts="chats:restricted"
      testId="chat-restricted"
      mb="xs"
    />
  );
}
