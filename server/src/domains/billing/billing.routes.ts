import type { AppContext } from '../../context';
import type { ZodApp } from '../../http/types';

// Being built (issue 4): see the domain's other files.
export function billingRoutes(_app: ZodApp, _ctx: AppContext): void {}
