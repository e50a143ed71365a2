import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SocialSuccess } from '@/features/auth/components/social-success';
import { AuthShell } from './auth-shell';

/** /auth-social-success: the end of a sign-in with Google, Yandex, Mail.ru or Apple. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <AuthShell title={t('social.title')}>
      <SocialSuccess params={params} />
    </AuthShell>
  );
}
