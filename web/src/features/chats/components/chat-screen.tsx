import { useCallback, useLayoutEffect, useRef } from 'react';
import { Box, Button, Center, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconHeadset, IconMessages } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useNavigationType, type Location } from 'react-router';
import type { Restriction } from '@bilim/contract/trust';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { useIsMobile } from '@/lib/use-is-mobile';
import { useChats } from '../api/get-chats';
import { useFillWindow } from '../hooks/use-fill-window';
import { chatStartHref, chatTargetOf, type ChatTarget } from '../lib/chat-target';
import { ChatList } from './chat-list';
import { Conversation } from './conversation';
import { NewConversation } from './new-conversation';
import chatClasses from './chats.module.css';
import classes from './chat-screen.module.css';
import fill from './fill-window.module.css';

function ListColumn({ activeId, fill }: { activeId: number | undefined; fill: boolean }) {
  const { t } = useTranslation('chats');
  return (
    <Stack gap="xs" className={fill ? classes.listColumn : undefined}>
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
      <div className={fill ? classes.listScroll : chatClasses.list}>
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

/** The list itself: /chat with no conversation to start in its query. */
const isList = (location: Pick<Location, 'pathname' | 'search'>) =>
  location.pathname === paths.chat.getHref() &&
  chatTargetOf(new URLSearchParams(location.search)) === undefined;

/**
 * The history entries (location keys) of panes opened from the list just before them: a
 * conversation tapped in the list, support's first message, and what replaced them (the
 * conversation a first message opened). Kept for the tab, as the history is.
 */
const openedFromList = new Set<string>();

/**
 * "Back to conversations" on phones: back in history when the entry before is the list (so the
 * browser's or Android's Back does not open the conversation again), otherwise to the list in
 * place of this entry. Rendered from the list, the screen stays mounted into the pane it opens,
 * and so sees where it came from.
 */
function useBackToList(): () => void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const previous = useRef<Location | null>(null);

  // Before the page paints: an arrow tapped at once already knows where it came from.
  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = location;
    if (!before || before.key === location.key) return;
    if (navigationType === 'PUSH' && isList(before)) openedFromList.add(location.key);
    if (navigationType === 'REPLACE' && openedFromList.has(before.key)) {
      openedFromList.add(location.key);
    }
  }, [location, navigationType]);

  return useCallback(() => {
    if (location.key !== 'default' && openedFromList.has(location.key)) void navigate(-1);
    else void navigate(paths.chat.getHref(), { replace: true });
  }, [location.key, navigate]);
}

/**
 * /chat and /chat/{chatId}: the conversations beside the open one on wide screens, filling the
 * window under the header like a messenger (the list and the messages scroll inside, the page
 * does not; the site's footer is not shown there); one at a time on phones (the list, or the
 * conversation or first message with a way back). A target in the query (`?card=41`,
 * `?support=1`) opens the first message to it.
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
  const back = useBackToList();
  const screen = useRef<HTMLDivElement>(null);
  useFillWindow(screen, !mobile);

  const pane =
    chatId !== undefined ? (
      // A conversation of its own for each chat: what it read, where it was scrolled.
      <Conversation
        key={chatId}
        chatId={chatId}
        showBack={mobile}
        onBack={mobile ? back : undefined}
        restriction={restriction}
      />
    ) : target ? (
      <NewConversation
        target={target}
        title={targetTitle}
        restriction={restriction}
        showBack={mobile}
        onBack={mobile ? back : undefined}
      />
    ) : null;

  if (mobile) {
    if (!pane) return <ListColumn activeId={undefined} fill={false} />;
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
    <div ref={screen} className={`${classes.screen} ${fill.fill}`} data-testid="chat-screen">
      <ListColumn activeId={chatId} fill />
      <Paper withBorder radius="md" p="sm" className={fill.conversationBox}>
        {pane ?? <Placeholder />}
      </Paper>
    </div>
  );
}
