import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ComplaintTarget } from '@bilim/contract/trust';
import { useSession } from '@/lib/session';
import { loginHrefBackTo } from '@/config/paths';

// The dialog (a modal with its form) loads when someone opens it, not with every page.
const ReportDialog = lazy(() => import('./report-dialog'));

/**
 * "Report" on a card, an event, a provider, a review or a comment. Visitors sign in first and
 * come back here; signed-in users choose a category and write a note.
 */
export function ReportButton({
  target,
  targetId,
  compact = false,
}: {
  target: ComplaintTarget;
  targetId: number;
  compact?: boolean;
}) {
  const { t } = useTranslation('reviews');
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const open = () => {
    if (!session) {
      void navigate(loginHrefBackTo(location));
      return;
    }
    setOpened(true);
  };
  return (
    <>
      <Button
        variant="subtle"
        color="gray"
        size={compact ? 'compact-xs' : 'compact-sm'}
        leftSection={<IconFlag size={compact ? 14 : 16} aria-hidden />}
        ref={button}
        onClick={open}
        aria-haspopup="dialog"
        data-testid={`report-${target}`}
      >
        {t('report.open')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ReportDialog
            target={target}
            targetId={targetId}
            onClose={() => {
              setOpened(false);
              // The dialog leaves at once (it is not kept to fade out): focus goes back by hand.
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
