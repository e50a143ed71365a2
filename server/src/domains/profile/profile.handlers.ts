import { onEvent } from '../../events/handlers';
import { sendEmailChangedNotice, sendEmailChangeLink } from './email-change';

/** The letters of an e-mail change, after the commit. */
export const profileHandlers = [
  onEvent('email.change_requested', 'profile.email-change-link', (event, ctx) =>
    sendEmailChangeLink(ctx, event),
  ),
  onEvent('email.changed', 'profile.email-changed-notice', (event, ctx) =>
    sendEmailChangedNotice(ctx, event),
  ),
];
