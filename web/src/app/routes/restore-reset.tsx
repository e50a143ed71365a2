import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRestoreLinkState } from '@/features/auth/api/restore-reset';
import { RestoreResetForm } from '@/features/auth/components/restore-reset-form';
import { notifySuccess } from '@/lib/notify';
import { paths } from '@/config/paths';
import { AuthShell } from './auth-shell';

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  // A used or expired link shows a notice in place of the form: the heading (and the tab) say so.
  // While the link is checked (and in the server's page) the heading promises neither.
  const link = useRestoreLinkState(token);
  const title = {
    checking: t('restore.title'),
    dead: t('restore.invalidTitle'),
    usable: t('restore.resetTitle'),
  }[link];
  return (
    <AuthShell title={title}>
      <RestoreResetForm
        token={token}
        onSuccess={() => {
          notifySuccess(t('restore.done'));
          void navigate(paths.profile.getHref(), { replace: true });
        }}
      />
    </AuthShell>
  );
}
