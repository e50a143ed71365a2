/**
 * The error catalogue (spec §8). Every failure the API answers carries one of these codes
 * and its English text as `message`; the web app translates by code (`errors.<CODE>`).
 * Field messages of a validation failure come from the same catalogue.
 */
export const ERRORS = {
  SERVER_ERROR: { status: 500, message: 'Server error' },
  SERVER_ERROR_TRY_LATER: { status: 503, message: 'Server error. Try again later' },
  UNKNOWN_ERROR: { status: 500, message: 'Unknown Error' },
  SESSION_EXPIRED: { status: 401, message: 'Session Has Expired' },
  MAINTENANCE_MODE: { status: 503, message: 'Maintenance Mode' },
  NOT_ENOUGH_FUNDS: { status: 402, message: 'Not enough funds' },
  NOT_ENOUGH_FUNDS_FOR_CHANGE_TARIFF: {
    status: 402,
    message: 'Not enough funds for change tariff',
  },
  NOT_ENOUGH_FUNDS_FOR_NEXT_PAYMENT: {
    status: 402,
    message: 'Not enough funds for the next payment',
  },
  TARIFF_LIMIT_REACHED: { status: 403, message: 'Tariff limit reached' },
  TARIFF_NOT_FOUND: { status: 404, message: 'Tariff not found' },
  // Choosing the tariff (and Flexible amounts) in force again would pay for the same months twice.
  TARIFF_ALREADY_ACTIVE: {
    status: 409,
    message: 'The account is on this tariff already: it renews by itself when its period ends',
  },
  TARIFF_IN_USE: {
    status: 409,
    message: 'The tariff is in use: deactivate it instead of deleting it',
  },
  CITY_IN_USE: {
    status: 409,
    message: 'The city has cards or events: move them to another city first',
  },
  CATEGORY_NOT_FOUND: { status: 404, message: 'Category not found' },
  CATEGORY_IN_USE: {
    status: 409,
    message: 'The category has cards, events or subcategories: move them first',
  },
  LANGUAGE_NOT_FOUND: { status: 404, message: 'Language not found' },
  TAG_NOT_FOUND: { status: 404, message: 'Tag not found' },
  LANGUAGE_BUILT_IN: {
    status: 409,
    message: 'English, Russian and Kazakh cannot be deleted',
  },
  CARD_NOT_FOUND: { status: 404, message: 'Card not found' },
  EVENT_NOT_FOUND: { status: 404, message: 'Event not found' },
  CITY_NOT_FOUND: { status: 404, message: 'City not found' },
  USER_NOT_FOUND: { status: 404, message: 'User not found' },
  CHAT_NOT_FOUND: { status: 404, message: 'Chat not found' },
  CHAT_BLOCKED: { status: 403, message: 'This conversation is blocked' },
  CHAT_WITH_SELF: { status: 422, message: 'You cannot write to yourself' },
  FAILED_TO_REMOVE_RESTRICTION: { status: 409, message: 'Failed to remove restriction' },
  ACTION_FORBIDDEN: { status: 403, message: 'Action temporarily forbidden for user' },
  // Staff signed in as a user: the user's money, password, e-mail, sessions and sign-in methods
  // stay the user's own. A code of its own, so the refusal can say why instead of "Forbidden".
  FORBIDDEN_WHILE_IMPERSONATING: {
    status: 403,
    message:
      'Signed in as this user, you cannot spend their money or change their password, e-mail, sessions or sign-in methods',
  },
  COMMENT_CANNOT_BE_EDITED: { status: 403, message: 'Comment cannot be edited' },
  REVIEW_CANNOT_BE_EDITED: { status: 403, message: 'Review cannot be edited' },
  REVIEW_DELETED_BY_SUPPORT: { status: 403, message: 'Review was deleted by support' },
  PASSWORD_WRONG: { status: 422, message: 'Password wrong' },
  // Registered but the link sent to the e-mail not followed yet: drafts only, no publishing or paying.
  EMAIL_NOT_CONFIRMED: {
    status: 403,
    message: 'Confirm your e-mail first: follow the link we sent to it',
  },
  // Too many wrong passwords in a row for the account: refused for a while, or until restored.
  SIGN_IN_LOCKED: {
    status: 429,
    message: 'Too many wrong passwords: try again later or restore your password',
  },
  TITLE_REQUIRED: { status: 422, message: 'Title is required' },
  START_AFTER_FINISH: { status: 422, message: 'Start date is bigger than finish date' },
  EMAIL_NOT_UNIQUE: { status: 422, message: 'Email is not unique' },
  IMAGE_TOO_LARGE: { status: 413, message: 'Image size is too large' },
  IMAGE_INVALID: { status: 422, message: 'The file is not a supported image' },
  PHOTO_NOT_FOUND: { status: 404, message: 'Photo not found' },
  ACCOUNT_NOT_FOUND: { status: 404, message: 'Account not found' },
  INVALID_TRANSITION: { status: 409, message: 'This action is not possible in the current state' },
  RESTORE_LINK_INVALID: { status: 422, message: 'The link is invalid or has expired' },
  SOCIAL_PROVIDER_UNKNOWN: { status: 404, message: 'This sign-in provider is not available' },
  SOCIAL_STATE_INVALID: {
    status: 422,
    message: 'The sign-in took too long or was already used: try again',
  },
  SOCIAL_DENIED: { status: 403, message: 'The sign-in was cancelled at the provider' },
  SOCIAL_FAILED: { status: 502, message: 'The provider did not confirm the sign-in: try again' },
  SOCIAL_EMAIL_UNVERIFIED: {
    status: 422,
    message: 'The provider did not confirm your e-mail: register with it or use another way in',
  },
  SOCIAL_LINK_REQUIRED: {
    status: 409,
    message:
      'An account with this e-mail exists: open the link we sent to it to link the provider, or sign in with the password and link it in the profile',
  },
  SOCIAL_IDENTITY_TAKEN: {
    status: 409,
    message: 'This provider account is already linked to another Bilim account',
  },
  LAST_SIGN_IN_METHOD: {
    status: 409,
    message: 'This is the only way into the account: set a password (restore it) first',
  },
  // A validation failure as a whole; `errors` holds the per-field messages.
  VALIDATION_FAILED: { status: 422, message: 'The given data was invalid' },
  // Standard HTTP answers, named as HTTP names them (translated in the web app too).
  BAD_REQUEST: { status: 400, message: 'Bad Request' },
  FORBIDDEN: { status: 403, message: 'Forbidden' },
  NOT_FOUND: { status: 404, message: 'Not Found' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'Method Not Allowed' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'Payload Too Large' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Unsupported Media Type' },
  TOO_MANY_REQUESTS: { status: 429, message: 'Too Many Requests' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

/** Messages used for single fields inside `errors` of a VALIDATION_FAILED answer. */
export const FIELD_MESSAGES = {
  FILL_VALUE: 'Fill value',
  EMAIL_INVALID: 'Email is invalid',
  EMAIL_NOT_UNIQUE: 'Email is not unique',
  PASSWORD_TOO_SHORT: 'Password must be at least 8 characters',
  PASSWORD_WRONG: 'Password wrong',
  PASSWORD_TOO_COMMON: 'This password is too common: choose another',
  PASSWORDS_DIFFER: 'Passwords do not match',
  TOO_LONG: 'Value is too long',
  TOO_SHORT_20: 'Enter at least 20 characters',
  TOO_SHORT_50: 'Enter at least 50 characters',
  NOT_A_NUMBER: 'Enter a number',
  OUT_OF_RANGE: 'Value is out of range',
  SCORE_REQUIRED: 'Choose a score from 1 to 5 stars',
  LATITUDE_RANGE: 'Latitude must be between -90 and 90',
  LONGITUDE_RANGE: 'Longitude must be between -180 and 180',
  PHONE_INVALID: 'Phone number is invalid',
  INVALID_CHOICE: 'Choose one of the offered values',
  START_AFTER_FINISH: 'Start date is bigger than finish date',
  TITLE_REQUIRED: 'Title is required',
  NOT_NEGATIVE: 'Must be 0 or greater',
  AMOUNT_ZERO: 'Enter an amount other than zero',
  TARIFF_LIMIT_NEGATIVE: 'Tariff limits must be 0 or greater',
  SLUG_TAKEN: 'This slug is already taken',
  CODE_TAKEN: 'This code is already taken',
  TITLE_TAKEN: 'This title is already taken',
  INVALID_VALUE: 'Invalid value',
  ACCOUNT_REQUIRED: 'Account is required',
  CATEGORY_REQUIRED: 'Choose at least one category',
  CITY_NOT_FOUND: 'City not found',
  PARENT_CATEGORY_INVALID: 'Choose a top category other than this one',
  URL_INVALID: 'Enter a full address starting with https://',
  CONTACT_INVALID: 'Contact is invalid',
  AGE_RANGE_INVALID: 'The lower age must not exceed the upper one',
  PRICE_REQUIRED: 'Enter the price or mark the event free',
} as const;

export type FieldMessageCode = keyof typeof FIELD_MESSAGES;

/** The answer body of every failure. */
export interface ErrorBody {
  message: string;
  code: ErrorCode;
  /** Per-field English messages from FIELD_MESSAGES, keyed by the field's path ("email", "contacts.0.value"). */
  errors?: Record<string, string>;
}

const fieldCodeByMessage = new Map<string, FieldMessageCode>(
  Object.entries(FIELD_MESSAGES).map(([code, message]) => [message, code as FieldMessageCode]),
);

/** The catalogue code of a field message, so the web app can translate it; undefined for unknown text. */
export function fieldMessageCode(message: string): FieldMessageCode | undefined {
  return fieldCodeByMessage.get(message);
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERRORS, value);
}
