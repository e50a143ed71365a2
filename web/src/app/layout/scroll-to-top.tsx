import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { IconArrowUp } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SCROLL_TO_TOP_THRESHOLD_PX } from '@bilim/contract/constants';
import { isChatPath } from '@/config/paths';

/** Appears after SCROLL_TO_TOP_THRESHOLD_PX of scrolling; hidden on chat pages. */
export function ScrollToTop({ raised = false }: { raised?: boolean }) {
  const { t } = useTranslation();
  const [scroll, scrollTo] = useWindowScroll();
  const { pathname } = useLocation();
  const mounted = scroll.y > SCROLL_TO_TOP_THRESHOLD_PX && !isChatPath(pathname);

  return (
    <Affix
      position={{
        bottom: `calc(${raised ? 84 : 24}px + var(--contact-bar-height, 0px))`,
        right: 20,
      }}
      zIndex={140}
    >
      <Transition transition="slide-up" mounted={mounted}>
        {(styles) => (
          <ActionIcon
            style={styles}
            size={44}
            radius="xl"
            variant="filled"
            aria-label={t('layout.scrollToTop')}
            data-testid="scroll-to-top"
            onClick={() => scrollTo({ y: 0 })}
          >
            <IconArrowUp size={20} aria-hidden />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
