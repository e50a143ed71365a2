import type { FastifyRequest } from 'fastify';
import type { CardDetail } from '@bilim/contract/cards';
import type { Provider } from '@bilim/contract/discovery';
import type { EventDetail } from '@bilim/contract/events';
import { scriptSafeJson } from '@bilim/contract/server-render';
import type { AppContext } from '../../context';
import type { PageTags } from '../../http/web-app';
import { isAppError } from '../../lib/errors';
import { findPublicCard, findPublicEvent } from '../catalog/catalog.commands';
import {
  NO_POLICIES,
  presentCardDetail,
  presentEventDetail,
} from '../listings/listing-detail.presenter';
import { findProviderUser, presentProviders } from '../providers/providers.queries';

/** What a page tells search engines and link previews. */
export interface PageMeta {
  title: string;
  description: string;
  /** The page's absolute URL. */
  url: string;
  type: 'website' | 'profile';
  image: string | null;
  /** A schema.org object. */
  jsonLd: Record<string, unknown>;
}

const SITE_NAME = 'Bilim';
const DESCRIPTION_LENGTH = 200;

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** JSON inside <script type="application/ld+json">: `<` escaped so no text can close the tag. */
export const jsonLdText = (data: unknown): string => scriptSafeJson(data);

function clip(text: string, length = DESCRIPTION_LENGTH): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  return plain.length <= length ? plain : `${plain.slice(0, length - 1).trimEnd()}…`;
}

/** index.html with the page's title, description, Open Graph tags and JSON-LD. */
export function injectMeta(html: string, meta: PageMeta): string {
  const tags = [
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}" />`,
    ...(meta.image ? [`<meta property="og:image" content="${escapeHtml(meta.image)}" />`] : []),
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    `<script type="application/ld+json">${jsonLdText(meta.jsonLd)}</script>`,
  ].join('\n    ');
  const title = `<title>${escapeHtml(`${meta.title} — ${SITE_NAME}`)}</title>`;
  const withoutOwn = html
    .replace(/<title>[\s\S]*?<\/title>/i, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/?>/i, '');
  return withoutOwn.replace(/<\/head>/i, `  ${title}\n    ${tags}\n  </head>`);
}

/** Educational categories describe an EducationalOrganization; clubs, tutors, camps a LocalBusiness. */
const EDUCATIONAL_TOP_CATEGORIES = new Set([
  'schools',
  'kindergartens',
  'universities',
  'colleges',
  'courses',
]);

function absolute(publicUrl: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

function postalAddress(address: string, city: string) {
  return {
    '@type': 'PostalAddress',
    streetAddress: address,
    addressLocality: city,
    addressCountry: 'KZ',
  };
}

export function cardMeta(card: CardDetail, publicUrl: string): PageMeta {
  const url = `${publicUrl}/cards/${card.id}/show`;
  const photo = card.photos[0] ?? card.main_photo;
  const image = photo ? absolute(publicUrl, photo.urls.card) : null;
  const educational = card.categories.some((category) =>
    EDUCATIONAL_TOP_CATEGORIES.has(category.slug.split('-')[0] ?? ''),
  );
  return {
    title: card.title,
    description: clip(card.short_description),
    url,
    type: 'website',
    image,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': educational ? 'EducationalOrganization' : 'LocalBusiness',
      name: card.title,
      description: clip(card.long_description, 500),
      url,
      ...(image && { image }),
      address: postalAddress(card.address, card.city.title.ru),
      geo: { '@type': 'GeoCoordinates', latitude: card.latitude, longitude: card.longitude },
      ...(card.link && { sameAs: [card.link] }),
      ...(card.stats.reviews_count > 0 && {
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: card.stats.rating,
          reviewCount: card.stats.reviews_count,
        },
      }),
    },
  };
}

export function eventMeta(event: EventDetail, publicUrl: string): PageMeta {
  const url = `${publicUrl}/events/${event.id}/show`;
  const photo = event.photos[0] ?? event.main_photo;
  const image = photo ? absolute(publicUrl, photo.urls.card) : null;
  const price = event.is_free ? 0 : event.price === null ? null : event.price / 100;
  return {
    title: event.title,
    description: clip(event.short_description),
    url,
    type: 'website',
    image,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: event.title,
      description: clip(event.long_description, 500),
      url,
      ...(image && { image }),
      startDate: `${event.start_date}T${event.start_time}`,
      endDate: `${event.finish_date}T${event.finish_time}`,
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: event.address,
        address: postalAddress(event.address, event.city.title.ru),
        geo: { '@type': 'GeoCoordinates', latitude: event.latitude, longitude: event.longitude },
      },
      organizer: { '@type': 'Organization', name: event.owner_name },
      ...(price !== null && {
        offers: { '@type': 'Offer', price, priceCurrency: event.currency, url },
      }),
    },
  };
}

export function providerMeta(provider: Provider, publicUrl: string): PageMeta {
  const url = `${publicUrl}/userinfo/${provider.id}`;
  return {
    title: provider.name,
    // The app's default language is Russian, as is index.html's own description.
    description: clip(
      `${provider.name} на ${SITE_NAME}: карточек — ${provider.cards_count}, событий — ${provider.events_count}.`,
    ),
    url,
    type: 'profile',
    image: null,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: provider.name,
      url,
    },
  };
}

const PAGES: Array<{ pattern: RegExp; kind: 'card' | 'event' | 'provider' }> = [
  { pattern: /^\/cards\/(\d{1,9})\/show\/?$/, kind: 'card' },
  { pattern: /^\/events\/(\d{1,9})\/show\/?$/, kind: 'event' },
  { pattern: /^\/userinfo\/(\d{1,9})\/?$/, kind: 'provider' },
];

/**
 * The tags of card, event and provider pages, added to the page the server renders (or to
 * index.html). Unknown or unpublished records get none (the app shows Not Found).
 */
export function seoPageTags(ctx: AppContext): PageTags {
  const { db, storage, config } = ctx;
  const metaFor = async (kind: 'card' | 'event' | 'provider', id: number) => {
    const options = { viewerId: null, showContacts: false, policies: NO_POLICIES };
    if (kind === 'card') {
      const { row } = await findPublicCard(db, id, ctx.clock());
      return cardMeta(await presentCardDetail(db, storage, row, options), config.publicUrl);
    }
    if (kind === 'event') {
      const { row } = await findPublicEvent(db, id, ctx.clock());
      return eventMeta(await presentEventDetail(db, storage, row, options), config.publicUrl);
    }
    const user = await findProviderUser(db, id);
    const [provider] = user ? await presentProviders(db, [user], ctx.clock()) : [];
    return provider ? providerMeta(provider, config.publicUrl) : null;
  };

  return async (request: FastifyRequest, readPage) => {
    const pathname = request.url.split('?', 1)[0] ?? '/';
    for (const page of PAGES) {
      const match = page.pattern.exec(pathname);
      if (!match) continue;
      try {
        const meta = await metaFor(page.kind, Number(match[1]));
        return meta ? injectMeta(await readPage(), meta) : null;
      } catch (error) {
        if (isAppError(error)) return null;
        // The page still works without its tags: log and serve the plain app.
        request.log.error({ err: error }, 'rendering page tags failed');
        return null;
      }
    }
    return null;
  };
}
