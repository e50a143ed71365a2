import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmailLinkConfirm } from '@/features/profile/components/email-link-confirm';
import { AuthShell } from './auth-shell';

/** /email-confirm/{token}: the link registration sent to the new user's e-mail. */
export function Component() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  return (
    <AuthShell title={t('emailConfirmation.title')}>
      <EmailLinkConfirm token={token} link="emailConfirmation" />
    </AuthShell>
  );
}
