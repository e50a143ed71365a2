import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmailLinkConfirm } from '@/features/profile/components/email-link-confirm';
import { AuthShell } from './auth-shell';

/** /social-link/{token}: the link that links a sign-in provider whose e-mail is the account's. */
export function Component() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  return (
    <AuthShell title={t('socialLink.title')}>
      <EmailLinkConfirm token={token} link="socialLink" />
    </AuthShell>
  );
}
