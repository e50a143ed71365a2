import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY, LANGUAGES, type Language } from '@bilim/contract/constants';
import type { LocalizedText } from '@bilim/contract/i18n';
import type { ListingRef } from '@bilim/contract/money';
import type { Notification } from '@bilim/contract/notifications';
import { formatCount, formatMomentDay } from './format';
import { currentLanguage } from './i18n';
import { localized } from './localized';
import { formatMoney } from './money';

/**
 * How a notification reads in the interface language, from its kind and params (the server
 * keeps the values, each language words them): the header bell and the account screen's
 * notices both word notifications through here, with the texts of the `notifications` namespace.
 */

export interface NotificationWords {
  title: string;
  text: string;
  /** Records the notification names (unpublished by a downgrade or a failed renewal). */
  cards: ListingRef[];
  events: ListingRef[];
}

/** Params in minor units of `params.currency`. */
const MONEY_PARAMS = ['amount', 'charge', 'monthly_payment', 'balance', 'price'] as const;
/** Params that are moments, shown as days on Kazakhstan's calendar (as the books count). */
const DAY_PARAMS = ['finish', 'until'] as const;
/** Params shown as they are: names the user gave, a support reason. */
const TEXT_PARAMS = [
  'account_title',
  'card_title',
  'reason',
  'author_name',
  'record_title',
  'resolution',
  'target_label',
  'preview',
] as const;
/** Params that are counts (a review's score). */
const NUMBER_PARAMS = ['score'] as const;

const isLocalizedText = (value: unknown): value is LocalizedText =>
  typeof value === 'object' &&
  value !== null &&
  LANGUAGES.every((lng) => typeof (value as Record<string, unknown>)[lng] === 'string');

const isListingRef = (value: unknown): value is ListingRef =>
  typeof value === 'object' &&
  value !== null &&
  Number.isInteger((value as Record<string, unknown>).id) &&
  typeof (value as Record<string, unknown>).title === 'string';

/** The records a notice names; anything else in the param (an older notice's shape) names none. */
function refsOf(value: unknown): ListingRef[] {
  return Array.isArray(value) && value.every(isListingRef) ? value : [];
}

/** The keys of a notification's title and text in the `notifications` namespace. */
export function wordingKeys(notification: Pick<Notification, 'kind' | 'params'>): {
  title: string;
  text: string;
} {
  const { kind, params } = notification;
  if (kind === 'tariff_changed') {
    // A free tariff charges nothing and never ends: no amount and no date to name.
    const paid = typeof params.finish === 'string' && Number(params.charge ?? 0) > 0;
    return { title: 'titles.tariff_changed', text: `texts.tariff_changed${paid ? '_paid' : ''}` };
  }
  if (kind === 'balance_adjusted') {
    if (params.kind === 'refund') {
      return { title: 'titles.balance_refunded', text: 'texts.balance_adjusted_refund' };
    }
    const charge = Number(params.amount ?? 0) < 0;
    return {
      title: 'titles.balance_adjusted',
      text: `texts.balance_adjusted_${charge ? 'charge' : 'credit'}`,
    };
  }
  if (kind === 'complaint_closed' && typeof params.target_label === 'string') {
    return { title: 'titles.complaint_closed', text: 'texts.complaint_closed_about' };
  }
  return { title: `titles.${kind}`, text: `texts.${kind}` };
}

/**
 * The values a notification's text names, readable in `language`: money formatted (an
 * adjustment's signed amount without its sign, the wording says which way it went), days as
 * days, tariff titles localized. A missing value reads as nothing rather than as a placeholder.
 */
export function wordingValues(
  notification: Pick<Notification, 'params'>,
  language: Language,
): Record<string, string> {
  const { params } = notification;
  const currency = typeof params.currency === 'string' ? params.currency : DEFAULT_CURRENCY;
  const values: Record<string, string> = {};
  for (const key of MONEY_PARAMS) {
    const value = params[key];
    values[key] = typeof value === 'number' ? formatMoney(Math.abs(value), currency, language) : '';
  }
  for (const key of DAY_PARAMS) {
    const value = params[key];
    values[key] = typeof value === 'string' ? formatMomentDay(value, language) : '';
  }
  for (const key of TEXT_PARAMS) {
    const value = params[key];
    values[key] = typeof value === 'string' ? value : '';
  }
  for (const key of NUMBER_PARAMS) {
    const value = params[key];
    values[key] = typeof value === 'number' ? formatCount(value, language) : '';
  }
  values.tariff = isLocalizedText(params.tariff) ? localized(params.tariff, language) : '';
  return values;
}

/** Records a notification names: a downgrade lists them at the top level, a failed renewal under `unpublished`. */
export function wordingRecords(notification: Pick<Notification, 'params'>): {
  cards: ListingRef[];
  events: ListingRef[];
} {
  const { params } = notification;
  const holder =
    typeof params.unpublished === 'object' && params.unpublished !== null
      ? (params.unpublished as Record<string, unknown>)
      : params;
  return { cards: refsOf(holder.cards), events: refsOf(holder.events) };
}

/** Words notifications in the interface language (it follows language changes). */
export function useNotificationWording(): (notification: Notification) => NotificationWords {
  const { t, i18n } = useTranslation('notifications');
  const language = currentLanguage(i18n);
  return (notification) => {
    const keys = wordingKeys(notification);
    const values = wordingValues(notification, language);
    return {
      title: t(keys.title),
      text: t(keys.text, values),
      ...wordingRecords(notification),
    };
  };
}
