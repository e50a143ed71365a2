import type { AppContext } from '../../context';
import type { ZodApp } from '../../http/types';
import { cabinetListingRoutes } from '../listings/cabinet-listings.routes';
import { eventsCabinet } from './events.cabinet';

/** /api/cabinet/events: the provider's events (the shared cabinet module, for events). */
export function eventsCabinetRoutes(app: ZodApp, ctx: AppContext): void {
  cabinetListingRoutes(app, ctx, eventsCabinet);
}
