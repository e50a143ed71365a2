import { route, withParam } from './paths';

/**
 * The support area's paths (spec §2 support area), apart from `paths` so that only the area's
 * screens carry them, not every page's first load.
 */
export const supportPaths = {
  chats: route('/support/chats'),
  chat: { path: '/support/chat/:chatId', getHref: withParam('/support/chat/:chatId') },
  advertisement: route('/support/advertisement'),
  complaints: route('/support/complaints'),
  users: route('/support/users'),
  user: { path: '/support/users/:userId', getHref: withParam('/support/users/:userId') },
  slider: route('/support/slider'),
  slideEdit: {
    path: '/support/slider/:slideId/edit',
    getHref: withParam('/support/slider/:slideId/edit'),
  },
  slideCreate: route('/support/slider/create'),
} as const;
