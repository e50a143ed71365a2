import { onEvent } from '../../events/handlers';
import { sendRestoreLink } from './auth.commands';
import { sendEmailConfirmationLink } from './email-confirmation';
import { sendSocialLinkLetter } from './social-sign-in';

/** What signing in and out sets off after the commit. */
export const authHandlers = [
  onEvent('password.restore_requested', 'auth.restore-link', (event, ctx) =>
    sendRestoreLink(ctx, event),
  ),
  onEvent('email.confirmation_requested', 'auth.email-confirmation-link', (event, ctx) =>
    sendEmailConfirmationLink(ctx, event),
  ),
  onEvent('social.link_requested', 'auth.social-link-letter', (event, ctx) =>
    sendSocialLinkLetter(ctx, event),
  ),
  onEvent('session.revoked', 'auth.close-sockets', async (event, ctx) => {
    ctx.realtime.disconnectSessions(event.payload.session_ids);
  }),
];
