import { onEvent } from '../../events/handlers';
import { sendRestoreLink } from './auth.commands';

/** What signing in and out sets off after the commit. */
export const authHandlers = [
  onEvent('password.restore_requested', 'auth.restore-link', (event, ctx) =>
    sendRestoreLink(ctx, event),
  ),
  onEvent('session.revoked', 'auth.close-sockets', async (event, ctx) => {
    ctx.realtime.disconnectSessions(event.payload.session_ids);
  }),
];
