import { z } from 'zod';
import { count, desc, max, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/db';
import type { ZodApp } from '../../http/types';
import { notFound } from '../../lib/errors';
import { accounts } from '../accounts/accounts.schema';
import { publicListingCondition } from '../catalog/catalog.filters';
import { cards, events } from '../listings/listings.schema';
import { escapeHtml } from './seo.pages';

/** A sitemap file holds at most 50,000 addresses; bigger lists are split into numbered files. */
export const SITEMAP_PAGE_SIZE = 50_000;

const PRIVATE_AREAS = ['/cabinet', '/admin', '/support', '/api'];

type SitemapKind = 'cards' | 'events' | 'providers';
const KINDS: SitemapKind[] = ['cards', 'events', 'providers'];

interface SitemapEntry {
  path: string;
  lastmod: Date | null;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

function urlset(publicUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `  <url><loc>${escapeHtml(`${publicUrl}${entry.path}`)}</loc>${
        entry.lastmod ? `<lastmod>${day(entry.lastmod)}</lastmod>` : ''
      }</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The sitemap is read for crawlers, not tests: public as the database's clock says. */
const SITEMAP_NOW = sql`now()`;

/** Users with public records, each with the latest change of those records. */
function providerListings() {
  const listings = sql`(
    select ${cards.accountId} as account_id, ${cards.updatedAt} as updated_at from ${cards}
      where ${publicListingCondition(cards, SITEMAP_NOW)}
    union all
    select ${events.accountId}, ${events.updatedAt} from ${events}
      where ${publicListingCondition(events, SITEMAP_NOW)}
  ) as listing`;
  return { listings, userId: accounts.userId, lastmod: max(sql<Date>`listing.updated_at`) };
}

async function countKind(db: Executor, kind: SitemapKind): Promise<number> {
  if (kind === 'providers') {
    const { listings } = providerListings();
    const [row] = await db
      .select({ total: sql<number>`count(distinct ${accounts.userId})::int` })
      .from(listings)
      .innerJoin(accounts, sql`${accounts.id} = listing.account_id`);
    return Number(row?.total ?? 0);
  }
  const table = kind === 'cards' ? cards : events;
  const [row] = await db
    .select({ total: count() })
    .from(table)
    .where(publicListingCondition(table, SITEMAP_NOW));
  return Number(row?.total ?? 0);
}

async function entriesOf(db: Executor, kind: SitemapKind, page: number): Promise<SitemapEntry[]> {
  const offset = (page - 1) * SITEMAP_PAGE_SIZE;
  if (kind === 'providers') {
    const { listings, userId, lastmod } = providerListings();
    const rows = await db
      .select({ userId, lastmod })
      .from(listings)
      .innerJoin(accounts, sql`${accounts.id} = listing.account_id`)
      .groupBy(userId)
      .orderBy(userId)
      .limit(SITEMAP_PAGE_SIZE)
      .offset(offset);
    return rows.map((row) => ({
      path: `/userinfo/${row.userId}`,
      lastmod: row.lastmod ? new Date(row.lastmod) : null,
    }));
  }
  const table = kind === 'cards' ? cards : events;
  const rows = await db
    .select({ id: table.id, updatedAt: table.updatedAt })
    .from(table)
    .where(publicListingCondition(table, SITEMAP_NOW))
    .orderBy(desc(table.id))
    .limit(SITEMAP_PAGE_SIZE)
    .offset(offset);
  return rows.map((row) => ({ path: `/${kind}/${row.id}/show`, lastmod: row.updatedAt }));
}

/**
 * /robots.txt (everything but the private areas is open) and the sitemap: /sitemap.xml lists the
 * public pages and, while they fit, every published card, event and provider; beyond 50,000 of
 * a kind it becomes an index of /sitemaps/<kind>-<n>.xml files.
 */
export function seoRoutes(app: ZodApp, { db, config }: AppContext): void {
  const { publicUrl } = config;
  const hide = { hide: true };

  app.get(
    '/robots.txt',
    { config: { access: 'public' }, schema: hide },
    async (_request, reply) => {
      const lines = [
        'User-agent: *',
        'Allow: /',
        ...PRIVATE_AREAS.map((area) => `Disallow: ${area}`),
        '',
        `Sitemap: ${publicUrl}/sitemap.xml`,
        '',
      ];
      return reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(lines.join('\n'));
    },
  );

  app.get(
    '/sitemap.xml',
    { config: { access: 'public' }, schema: hide },
    async (_request, reply) => {
      reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
      const totals = await Promise.all(KINDS.map((kind) => countKind(db, kind)));
      const statics: SitemapEntry[] = ['/', '/catalog', '/events'].map((path) => ({
        path,
        lastmod: null,
      }));
      if (totals.every((total) => total <= SITEMAP_PAGE_SIZE)) {
        const lists = await Promise.all(KINDS.map((kind) => entriesOf(db, kind, 1)));
        return reply.send(urlset(publicUrl, [...statics, ...lists.flat()]));
      }
      const files = KINDS.flatMap((kind, index) =>
        Array.from(
          { length: Math.max(1, Math.ceil((totals[index] ?? 0) / SITEMAP_PAGE_SIZE)) },
          (_, page) => `${publicUrl}/sitemaps/${kind}-${page + 1}.xml`,
        ),
      );
      const body = files.map((file) => `  <sitemap><loc>${escapeHtml(file)}</loc></sitemap>`);
      return reply.send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body.join('\n')}\n</sitemapindex>\n`,
      );
    },
  );

  app.get('/sitemaps/:file', {
    config: { access: 'public' },
    schema: { hide: true, params: z.object({ file: z.string().max(40) }) },
    handler: async (request, reply) => {
      const match = /^(cards|events|providers)-(\d{1,4})\.xml$/.exec(request.params.file);
      if (!match) throw notFound();
      const entries = await entriesOf(db, match[1] as SitemapKind, Number(match[2]));
      if (entries.length === 0 && match[2] !== '1') throw notFound();
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(urlset(publicUrl, entries));
    },
  });
}
