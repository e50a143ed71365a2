import { route, withParam } from './paths';

/**
 * The admin area's paths (spec §2 admin area), apart from `paths` so that only the area's own
 * chunk carries them: every other page's first load stays as small as it was.
 */
export const adminPaths = {
  audit: route('/admin/audit'),
  settings: route('/admin/settings'),
  accounts: route('/admin/accounts'),
  accountEdit: {
    path: '/admin/accounts/edit/:accountId',
    getHref: withParam('/admin/accounts/edit/:accountId'),
  },
  tariffs: route('/admin/tariffs'),
  tariffCreate: route('/admin/tariffs/create'),
  tariffEdit: {
    path: '/admin/tariffs/edit/:tariffId',
    getHref: withParam('/admin/tariffs/edit/:tariffId'),
  },
  tariffShow: {
    path: '/admin/tariffs/show/:tariffId',
    getHref: withParam('/admin/tariffs/show/:tariffId'),
  },
  cities: route('/admin/cities'),
  cityCreate: route('/admin/cities/create'),
  cityEdit: {
    path: '/admin/cities/edit/:cityId',
    getHref: withParam('/admin/cities/edit/:cityId'),
  },
  cityShow: {
    path: '/admin/cities/show/:cityId',
    getHref: withParam('/admin/cities/show/:cityId'),
  },
  categories: route('/admin/categories'),
  categoryCreate: route('/admin/categories/create'),
  categoryEdit: {
    path: '/admin/categories/edit/:categoryId',
    getHref: withParam('/admin/categories/edit/:categoryId'),
  },
  tags: route('/admin/tags'),
  tagCreate: route('/admin/tags/create'),
  tagEdit: { path: '/admin/tags/edit/:tagId', getHref: withParam('/admin/tags/edit/:tagId') },
  users: route('/admin/users'),
  user: { path: '/admin/users/:userId', getHref: withParam('/admin/users/:userId') },
  scores: route('/admin/scores'),
  scoresList: route('/admin/scores/list'),
  scoreEdit: { path: '/admin/scores/edit/:id', getHref: withParam('/admin/scores/edit/:id') },
  comments: route('/admin/comments'),
  commentsList: route('/admin/comments/list'),
  commentEdit: {
    path: '/admin/comments/edit/:id',
    getHref: withParam('/admin/comments/edit/:id'),
  },
  languages: route('/admin/languages'),
  languagesList: route('/admin/languages/list'),
  languageCreate: route('/admin/languages/create'),
  languageEdit: {
    path: '/admin/languages/edit/:code',
    getHref: withParam('/admin/languages/edit/:code'),
  },
  cards: route('/admin/cards'),
  cardCreate: route('/admin/cards/create'),
  cardEdit: { path: '/admin/cards/edit/:id', getHref: withParam('/admin/cards/edit/:id') },
  cardShow: { path: '/admin/cards/show/:id', getHref: withParam('/admin/cards/show/:id') },
  events: route('/admin/events'),
  eventCreate: route('/admin/events/create'),
  eventEdit: { path: '/admin/events/edit/:id', getHref: withParam('/admin/events/edit/:id') },
  eventShow: { path: '/admin/events/show/:id', getHref: withParam('/admin/events/show/:id') },
} as const;
