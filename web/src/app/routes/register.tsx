import { Anchor, Text } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RegisterForm } from '@/features/auth/components/register-form';
import { paths } from '@/config/paths';
import { AuthShell } from './auth-shell';

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  return (
    <AuthShell title={t('auth.registerTitle')}>
      <RegisterForm
        onSuccess={() => void navigate(paths.registerComplete.getHref(redirect), { replace: true })}
      />
      <Text size="sm" mt="md" ta="center">
        {t('auth.haveAccount')}{' '}
        <Anchor component={Link} to={paths.loginPassword.getHref(redirect)} inherit>
          {t('auth.logIn')}
        </Anchor>
      </Text>
    </AuthShell>
  );
}
