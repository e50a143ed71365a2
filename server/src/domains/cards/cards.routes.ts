import type { AppContext } from '../../context';
import type { ZodApp } from '../../http/types';
import { cabinetListingRoutes } from '../listings/cabinet-listings.routes';
import { cardsCabinet } from './cards.cabinet';

/** /api/cabinet/cards: the provider's cards (the shared cabinet module, for cards). */
export function cardsCabinetRoutes(app: ZodApp, ctx: AppContext): void {
  cabinetListingRoutes(app, ctx, cardsCabinet);
}
