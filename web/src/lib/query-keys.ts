/**
 * The first part of every query key, one per kind of data, named once for the whole app. Each
 * feature builds its keys on its roots in its own registry (`features/<x>/api/*-keys.ts`); a
 * feature that must refresh another's data (a favorite toggled on a card page refreshes the
 * favorites lists) invalidates that root from here instead of spelling a key.
 */
export const queryRoots = {
  /** The money of an account: GET /api/account, its history, payments, tariff previews. */
  account: ['account'],
  /** The cabinet: the user's accounts, their overview, records and VIP offer. */
  cabinet: ['cabinet'],
  notifications: ['notifications'],
  /** Conversations, their messages and the unread summary. */
  chats: ['chats'],
  statistics: ['statistics'],
  favorites: ['favorites'],
  profile: ['profile'],
  admin: ['admin'],
  /** The support back office: dashboard, complaints queue, users, slides, VIP and promotions. */
  staff: ['staff'],
  /** GET /api/status: maintenance. */
  status: ['status'],
  /** GET /api/auth/social: the social sign-in providers set up. */
  socialProviders: ['social-providers'],
  /** GET /api/restore/:token: whether a password restore link is still usable. */
  restoreLinks: ['restore-links'],
  /** Public lists and pages of cards and of events. */
  cards: ['cards'],
  events: ['events'],
  providers: ['providers'],
  /** A card's or an event's reviews, their rating breakdown and comments. */
  reviews: ['reviews'],
  /** The home page of a city, and its slider. */
  main: ['main'],
  slides: ['slides'],
  search: ['search'],
  suggestions: ['suggest'],
  tariffs: ['tariffs'],
  /** Dictionaries: the category tree with filters, cities, languages, tags. */
  catalog: ['catalog'],
  cities: ['cities'],
  languages: ['languages'],
  tags: ['tags'],
} as const;
