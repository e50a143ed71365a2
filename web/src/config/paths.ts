/** Every route of the app, named once (spec §2). `path` is the router pattern, `getHref` builds a link. */
export const route = (path: string) => ({ path, getHref: () => path });

export const withParam =
  (pattern: string) =>
  (id: string | number): string =>
    pattern.replace(/:[A-Za-z]+/, encodeURIComponent(String(id)));

export const paths = {
  home: route('/'),
  login: {
    path: '/login',
    getHref: (redirect?: string | null) =>
      redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login',
  },
  loginPassword: {
    path: '/login-password',
    getHref: (redirect?: string | null) =>
      redirect ? `/login-password?redirect=${encodeURIComponent(redirect)}` : '/login-password',
  },
  register: {
    path: '/register',
    getHref: (redirect?: string | null) =>
      redirect ? `/register?redirect=${encodeURIComponent(redirect)}` : '/register',
  },
  registerComplete: {
    path: '/register-complete',
    getHref: (redirect?: string | null) =>
      redirect
        ? `/register-complete?redirect=${encodeURIComponent(redirect)}`
        : '/register-complete',
  },
  authSocialSuccess: route('/auth-social-success'),
  restore: route('/restore'),
  restoreReset: { path: '/restore/:token', getHref: withParam('/restore/:token') },
  emailChange: { path: '/email-change/:token', getHref: withParam('/email-change/:token') },
  emailConfirm: { path: '/email-confirm/:token', getHref: withParam('/email-confirm/:token') },
  socialLink: { path: '/social-link/:token', getHref: withParam('/social-link/:token') },

  catalog: {
    path: '/catalog',
    getHref: (category?: string) =>
      category ? `/catalog?category=${encodeURIComponent(category)}` : '/catalog',
  },
  cards: route('/cards'),
  card: { path: '/cards/:cardId/show', getHref: withParam('/cards/:cardId/show') },
  events: route('/events'),
  event: { path: '/events/:eventId/show', getHref: withParam('/events/:eventId/show') },
  search: {
    path: '/search',
    getHref: (text: string) => `/search?text=${encodeURIComponent(text)}`,
  },
  userInfo: { path: '/userinfo/:userId', getHref: withParam('/userinfo/:userId') },

  about: route('/about'),
  consentUser: route('/consent_user'),
  cookie: route('/cookie'),
  privacy: route('/privacy'),
  consentCustomer: route('/consent_customer'),
  agreement: route('/agreement'),

  cabinet: route('/cabinet'),
  cabinetStatistics: route('/cabinet/statistics'),
  cabinetCards: route('/cabinet/cards'),
  cabinetCard: {
    path: '/cabinet/cards/:cardId/show',
    getHref: withParam('/cabinet/cards/:cardId/show'),
  },
  cabinetCardEdit: {
    path: '/cabinet/cards/:cardId/edit',
    getHref: withParam('/cabinet/cards/:cardId/edit'),
  },
  cabinetCardCreate: route('/cabinet/cards/create'),
  cabinetCardsArchive: route('/cabinet/cards/archive'),
  cabinetEvents: route('/cabinet/events'),
  cabinetEvent: {
    path: '/cabinet/events/:eventId/show',
    getHref: withParam('/cabinet/events/:eventId/show'),
  },
  cabinetEventEdit: {
    path: '/cabinet/events/:eventId/edit',
    getHref: withParam('/cabinet/events/:eventId/edit'),
  },
  cabinetEventCreate: route('/cabinet/events/create'),
  cabinetEventsArchive: route('/cabinet/events/archive'),
  favoriteCards: route('/favorite-cards'),
  favoriteEvents: route('/favorite-events'),
  account: route('/account'),
  balance: route('/balance'),
  balanceHistory: route('/balance/history'),
  profile: route('/profile'),
  replenish: route('/replenish'),
  accountSelect: route('/account/select'),
  tariff: route('/tariff'),
  tariffChange: {
    path: '/tariff/change/:tariffId',
    getHref: withParam('/tariff/change/:tariffId'),
  },
  tariffFlexCreate: route('/tariff/flex/create'),
  tariffFlexSetup: route('/tariff/flex/setup'),
  chat: route('/chat'),
  chatRoom: { path: '/chat/:chatId', getHref: withParam('/chat/:chatId') },

  /** The support area's entry; its screens' paths are `support-paths.ts` (loaded with the area). */
  support: route('/support'),

  /** The admin area's entry; its own screens' paths are `admin-paths.ts` (loaded with the area). */
  admin: route('/admin'),
} as const;

/** Paths of the chat screens, where the scroll-to-top button stays hidden. */
export const isChatPath = (pathname: string) =>
  pathname.startsWith('/chat') || pathname.startsWith('/support/chat');

/** Pages of signing in and of e-mailed links: signing in never comes back to one of them. */
const SIGN_IN_PAGES =
  /^\/(login|login-password|register|register-complete|restore|auth-social-success|email-change|email-confirm|social-link)(\/|$)/;

/**
 * The login page, coming back afterwards to the page the visitor is on (its path, query and any
 * hash); plain /login from a sign-in page itself.
 */
export function loginHrefBackTo({
  pathname,
  search = '',
  hash = '',
}: {
  pathname: string;
  search?: string;
  hash?: string;
}): string {
  return SIGN_IN_PAGES.test(pathname)
    ? paths.login.getHref()
    : paths.login.getHref(`${pathname}${search}${hash}`);
}

/** A same-site path to return to after login; anything else (other sites, junk) is refused. */
export function safeRedirect(target: string | null | undefined, fallback: string): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return fallback;
  }
  return target;
}
