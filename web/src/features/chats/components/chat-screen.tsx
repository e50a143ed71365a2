import {
  Box,
  Button,
  Center,
  Grid,
  Group,
  Paper,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconHeadset, IconMessages } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Restriction } from '@bilim/contract/trust';
import { PageTitle } from '@/components/page-title';
import { useIsMobile } from '@/lib/use-is-mobile';
import { useChats } from '../api/get-chats';
import { chatStartHref, type ChatTarget } from '../lib/chat-target';
import { ChatList } from './chat-list';
import { Conversation } from './conversation';
import { NewConversation } from './new-conversation';
import classes from './chats.module.css';

function ListColumn({ activeId }: { activeId: number | undefined }) {
  const { t } = useTranslation('chats');
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <PageTitle mb={0}>{t('title')}</PageTitle>
        <Button
          component={Link}
          to={chatStartHref({ kind: 'support' })}
          variant="subtle"
          size="compact-sm"
          leftSection={<IconHeadset size={16} aria-hidden />}
          data-testid="chat-support"
        >
          {t('support.write')}
        </Button>
      </Group>
      <div className={classes.list}>
        <ChatList activeId={activeId} />
      </div>
    </Stack>
  );
}

function Placeholder() {
  const { t } = useTranslation('chats');
  const chats = useChats();
  // With no conversation at all, the list beside already says how one starts.
  if (chats.data?.pages[0]?.data.length === 0) return <Box mih={320} />;
  return (
    <Center h="100%" mih={320}>
      <Group gap="sm" c="dimmed">
        <IconMessages size={24} aria-hidden />
        <Text>{t('choose')}</Text>
      </Group>
    </Center>
  );
}

/**
 * /chat and /chat/{chatId}: the conversations beside the open one on wide screens, one at a
 * time on phones (the list, or the conversation with a way back). A target in the query
 * (`?card=41`, `?support=1`) opens the first message to it.
 */
export function ChatScreen({
  chatId,
  target,
  targetTitle,
  restriction,
}: {
  chatId: number | undefined;
  target: ChatTarget | undefined;
  targetTitle: string | undefined;
  /** The reader's `chat` restriction in force, if any. */
  restriction?: Restriction | undefined;
}) {
  const { t } = useTranslation('chats');
  const mobile = useIsMobile();
  const pane =
    chatId !== undefined ? (
      // A conversation of its own for each chat: what it read, where it was scrolled.
      <Conversation key={chatId} chatId={chatId} showBack={mobile} restriction={restriction} />
    ) : target ? (
      <NewConversation target={target} title={targetTitle} restriction={restriction} />
    ) : null;

  if (mobile) {
    if (!pane) return <ListColumn activeId={undefined} />;
    return (
      <>
        <VisuallyHidden>
          <PageTitle>{t('title')}</PageTitle>
        </VisuallyHidden>
        {pane}
      </>
    );
  }
  return (
    <Grid gap="md">
      <Grid.Col span={4}>
        <ListColumn activeId={chatId} />
      </Grid.Col>
      <Grid.Col span={8}>
        <Paper withBorder radius="md" p="sm">
          {pane ?? <Placeholder />}
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
