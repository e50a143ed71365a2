import { z } from 'zod';
import { cardSummarySchema } from './cards';
import { localizedTextSchema } from './dictionaries';
import { eventSummarySchema } from './events';
import { contactSchema } from './listings';

/** A provider as the public sees them (GET /api/users/{id}, search results). */
export const providerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The average score of the live reviews of all the provider's cards and events. */
  rating: z.number(),
  reviews_count: z.number().int(),
  /** ISO date-time the user joined. */
  on_site_since: z.string(),
  /** Only when the user shows their age. */
  age: z.number().int().nullable(),
  /** Only when the user shows contacts: e-mail and phone. */
  contacts: z.array(contactSchema).nullable(),
  cards_count: z.number().int(),
  events_count: z.number().int(),
});
export type Provider = z.infer<typeof providerSchema>;

/** GET /api/search?text= : one search across cards, events and providers. */
export const searchAnswer = z.object({
  data: z.object({
    cards: z.array(cardSummarySchema),
    events: z.array(eventSummarySchema),
    providers: z.array(providerSchema),
  }),
  meta: z.object({ cards_total: z.number().int(), events_total: z.number().int() }),
});
export type SearchAnswer = z.infer<typeof searchAnswer>;

export const SUGGESTION_KINDS = ['card', 'event', 'provider', 'category'] as const;

/** GET /api/search/suggest?text= : what the header search offers while typing. */
export const suggestionSchema = z.object({
  kind: z.enum(SUGGESTION_KINDS),
  id: z.number().int(),
  title: z.string(),
  /** The web app's path to open, e.g. /cards/12/show or /catalog?category=schools. */
  path: z.string(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

/** A slide of the home page slider (managed by support later). */
export const slideSchema = z.object({
  id: z.number().int(),
  title: localizedTextSchema,
  subtitle: localizedTextSchema,
  image_url: z.string(),
  link: z.string().nullable(),
});
export type Slide = z.infer<typeof slideSchema>;

/** GET /api/main?city= : the home page of a city. */
export const mainSchema = z.object({
  categories: z.array(
    z.object({
      id: z.number().int(),
      slug: z.string(),
      title: localizedTextSchema,
      cards_count: z.number().int(),
    }),
  ),
  /** Cards advertisement staff promote on the home page, in their order (public ones of the city). */
  promoted_cards: z.array(cardSummarySchema),
  top_cards: z.array(cardSummarySchema),
  new_cards: z.array(cardSummarySchema),
  upcoming_events: z.array(eventSummarySchema),
});
export type Main = z.infer<typeof mainSchema>;
