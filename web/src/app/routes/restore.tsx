import { useTranslation } from 'react-i18next';
import { RestoreRequestForm } from '@/features/auth/components/restore-request-form';
import { AuthShell } from './auth-shell';

export function Component() {
  const { t } = useTranslation();
  return (
    <AuthShell title={t('restore.title')}>
      <RestoreRequestForm />
    </AuthShell>
  );
}
