import type { AppContext } from '../../context';
import type { ZodApp } from '../../http/types';
import { favoritesRoutes } from '../favorites/favorites.routes';
import { homeRoutes } from '../home/home.routes';
import { providersRoutes } from '../providers/providers.routes';
import { searchRoutes } from '../search/search.routes';
import { seoRoutes } from '../seo/seo.routes';
import { slidesRoutes } from '../slides/slides.routes';
import { catalogRoutes } from './catalog.routes';

/**
 * Everything a visitor finds things with: the catalog, search, the home page and slides,
 * provider pages, favorites, and the pages for search engines (sitemap, robots).
 */
export function discoveryRoutes(app: ZodApp, ctx: AppContext): void {
  catalogRoutes(app, ctx);
  searchRoutes(app, ctx);
  homeRoutes(app, ctx);
  slidesRoutes(app, ctx);
  providersRoutes(app, ctx);
  favoritesRoutes(app, ctx);
  seoRoutes(app, ctx);
}
