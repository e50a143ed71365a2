import { flexibleChoiceSchema, type FlexibleChoice } from '@bilim/contract/tariffs';

/** Flexible's amounts in a URL query (card_amt, event_amt, photo_amt, score_sign=1|0). */
export function flexibleToSearch(choice: FlexibleChoice): string {
  return new URLSearchParams({
    card_amt: String(choice.card_amt),
    event_amt: String(choice.event_amt),
    photo_amt: String(choice.photo_amt),
    score_sign: choice.score_sign ? '1' : '0',
  }).toString();
}

/** The amounts of a URL query, or null when they are missing or out of Flexible's bounds. */
export function flexibleFromSearch(search: URLSearchParams): FlexibleChoice | null {
  if (!search.has('card_amt')) return null;
  const parsed = flexibleChoiceSchema.safeParse({
    card_amt: Number(search.get('card_amt')),
    event_amt: Number(search.get('event_amt')),
    photo_amt: Number(search.get('photo_amt')),
    score_sign: search.get('score_sign') === '1',
  });
  return parsed.success ? parsed.data : null;
}
