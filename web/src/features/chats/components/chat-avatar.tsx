import { Avatar } from '@mantine/core';
import { IconHeadset } from '@tabler/icons-react';
import type { ChatParty } from '@bilim/contract/chats';

/** The other party's picture: their avatar or logo, initials without one, a headset for support. */
export function ChatAvatar({ party, size = 40 }: { party: ChatParty; size?: number }) {
  if (party.kind === 'support') {
    return (
      <Avatar size={size} color="teal" variant="filled" autoContrast radius="xl" aria-hidden>
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
      color="blue"
      variant="light"
      // Mantine's light initials are too faint for WCAG contrast: a darker blue on the light one.
      styles={{ placeholder: { color: 'var(--mantine-color-blue-9)' } }}
      alt=""
      aria-hidden
    />
  );
}
