import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EmailLink } from '@/features/profile/api/email-links';
import { EmailLinkConfirm } from '@/features/profile/components/email-link-confirm';
import { AuthShell } from './auth-shell';

/**
 * /email-change/{token}, /email-confirm/{token} and /social-link/{token}: a link the site
 * e-mailed to the account's address, followed on arrival.
 */
export function emailLinkRoute(link: EmailLink) {
  return function EmailLinkRoute() {
    const { t } = useTranslation();
    const { token = '' } = useParams();
    return (
      <AuthShell title={t(`${link}.title`)}>
        <EmailLinkConfirm token={token} link={link} />
      </AuthShell>
    );
  };
}
