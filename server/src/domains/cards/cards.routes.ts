import type { AppContext } from '../../context';
import type { ZodApp } from '../../http/types';
import { cabinetListingRoutes } from '../listings/cabinet-listings.routes';
import { cardVipRoutes } from './card-vip.routes';
import { cardsCabinet } from './cards.cabinet';

/** /api/cabinet/cards: the provider's cards (the shared cabinet module, for cards) and their VIP. */
export function cardsCabinetRoutes(app: ZodApp, ctx: AppContext): void {
  cabinetListingRoutes(app, ctx, cardsCabinet);
  cardVipRoutes(app, ctx);
}
