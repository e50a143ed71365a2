import { Anchor, Text } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoginForm } from '@/features/auth/components/login-form';
import { paths, safeRedirect } from '@/config/paths';
import { AuthShell } from './auth-shell';

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  return (
    <AuthShell title={t('auth.loginPasswordTitle')}>
      <LoginForm
        onSuccess={() =>
          void navigate(safeRedirect(redirect, paths.cabinet.getHref()), { replace: true })
        }
      />
      <Text size="sm" mt="md" ta="center">
        {t('auth.noAccount')}{' '}
        <Anchor component={Link} to={paths.register.getHref(redirect)} inherit>
          {t('auth.createAccount')}
        </Anchor>
      </Text>
    </AuthShell>
  );
}
