import { asc, eq } from 'drizzle-orm';
import { pageOf } from '@bilim/contract/api';
import { slideSchema, type Slide } from '@bilim/contract/discovery';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../http/types';
import { presentList } from '../../lib/presenter';
import { slides } from './slides.schema';

export function presentSlide(row: typeof slides.$inferSelect): Slide {
  return {
    id: row.id,
    title: { en: row.titleEn, ru: row.titleRu, kz: row.titleKz },
    subtitle: { en: row.subtitleEn, ru: row.subtitleRu, kz: row.subtitleKz },
    image_url: row.imageUrl,
    link: row.link,
  };
}

/** GET /api/slides: the home page slider, active slides by position. */
export function slidesRoutes(app: ZodApp, { db }: AppContext): void {
  app.get('/api/slides', {
    config: { access: 'public' },
    schema: { tags: ['home'], response: { 200: pageOf(slideSchema) } },
    handler: async () => {
      const rows = await db
        .select()
        .from(slides)
        .where(eq(slides.active, true))
        .orderBy(asc(slides.position), asc(slides.id));
      return presentList(rows.map(presentSlide));
    },
  });
}
