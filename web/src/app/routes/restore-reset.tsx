import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RestoreResetForm } from '@/features/auth/components/restore-reset-form';
import { notifySuccess } from '@/lib/notify';
import { paths } from '@/config/paths';
import { AuthShell } from './auth-shell';

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  return (
    <AuthShell title={t('restore.resetTitle')}>
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
