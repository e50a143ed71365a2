import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoginChoice } from '@/features/auth/components/login-choice';
import { AuthShell } from './auth-shell';

export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <AuthShell title={t('auth.loginTitle')}>
      <LoginChoice redirect={params.get('redirect')} />
    </AuthShell>
  );
}
