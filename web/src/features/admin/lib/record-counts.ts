import type { TFunction } from 'i18next';
import type { Language } from '@bilim/contract/constants';
import { formatCount } from '@/lib/format';

type RecordKind = 'cards' | 'events';

/**
 * "1 card", "5 карточек", "3 іс-шара": a count with its noun in the form the number asks for
 * (`counts.cards_*` and `counts.events_*` in admin.json). i18next picks the form by the number
 * `count`; the text shows `number`, the count as the language writes it ("12 500"). Every
 * language has all of ru's forms: the translation files keep the same keys, and i18next's rules
 * for "kz" (no such locale) are those of the browser's own language.
 */
export function countOf(t: TFunction, kind: RecordKind, count: number, language: Language): string {
  return t(`admin:counts.${kind}`, { count, number: formatCount(count, language) });
}

/** A city's or a category's records, each kind counted on its own: "12 карточек · 1 событие". */
export function recordsText(
  t: TFunction,
  counts: { cards: number; events: number },
  language: Language,
): string {
  return `${countOf(t, 'cards', counts.cards, language)} · ${countOf(t, 'events', counts.events, language)}`;
}

/** Records taken off the site: "2 cards and 1 event", or only the kind there are any of. */
export function unpublishedText(
  t: TFunction,
  counts: { cards: number; events: number },
  language: Language,
): string {
  const cards = countOf(t, 'cards', counts.cards, language);
  const events = countOf(t, 'events', counts.events, language);
  if (counts.events === 0) return cards;
  if (counts.cards === 0) return events;
  return t('admin:counts.both', { cards, events });
}
