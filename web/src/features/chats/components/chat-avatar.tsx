import { Avatar } from '@mantine/core';
import { IconHeadset } from '@tabler/icons-react';
import type { ChatParty } from '@bilim/contract/chats';

/** The other party's picture: their avatar or logo, initials without one, a headset for support. */
export function ChatAvatar({ party, size = 40 }: { party: ChatParty; size?: number }) {
  if (party.kind === 'support') {
    return (
      <Avatar size={size} color="teal" radius="xl" aria-hidden>
        <IconHeadset size={size / 2} />
      </Avatar>
    );
  }
  return (
    <Avatar
      size={size}
      radius="xl"
      src={party.avatar}
      name={party.name}
      color="initials"
      alt=""
      aria-hidden
    />
  );
}
