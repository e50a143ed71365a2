import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmailLinkConfirm } from '@/features/profile/components/email-link-confirm';
import { AuthShell } from './auth-shell';

/** /email-change/{token}: the link a new e-mail address received. */
export function Component() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  return (
    <AuthShell title={t('emailChange.title')}>
      <EmailLinkConfirm token={token} link="emailChange" />
    </AuthShell>
  );
}
