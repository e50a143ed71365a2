import type { CardDetail, CardInput } from '@bilim/contract/cards';
import type { EventDetail, EventInput } from '@bilim/contract/events';
import type { ContactType } from '@bilim/contract/listings';

/** What the card and event forms share, as the inputs hold it (numbers may be '' while empty). */
export interface ListingFormValues extends Record<string, unknown> {
  account_id: number;
  title: string;
  short_description: string;
  long_description: string;
  /** Category ids as strings (the tree picker's values). */
  category_ids: string[];
  city_id: string | null;
  address: string;
  latitude: number | string;
  longitude: number | string;
  link: string;
  contacts: { type: ContactType; value: string }[];
}

export interface CardFormValues extends ListingFormValues {
  attributes: Record<string, string[]>;
  /** Tag ids as strings (the picker's values). */
  tag_ids: string[];
  age_from: number | string;
  age_to: number | string;
  /** In tenge (the body takes minor units). */
  price_from: number | string;
}

export interface EventFormValues extends ListingFormValues {
  owner_name: string;
  start_date: string | null;
  finish_date: string | null;
  start_time: string;
  finish_time: string;
  is_free: boolean;
  /** In tenge (the body takes minor units). */
  price: number | string;
}

const emptyBase = (accountId: number): ListingFormValues => ({
  account_id: accountId,
  title: '',
  short_description: '',
  long_description: '',
  category_ids: [],
  city_id: null,
  address: '',
  latitude: '',
  longitude: '',
  link: '',
  contacts: [],
});

export const emptyCardValues = (accountId: number): CardFormValues => ({
  ...emptyBase(accountId),
  attributes: {},
  tag_ids: [],
  age_from: '',
  age_to: '',
  price_from: '',
});

export const emptyEventValues = (accountId: number): EventFormValues => ({
  ...emptyBase(accountId),
  owner_name: '',
  start_date: null,
  finish_date: null,
  start_time: '',
  finish_time: '',
  is_free: false,
  price: '',
});

const baseFromRecord = (record: CardDetail | EventDetail): ListingFormValues => ({
  account_id: record.account_id,
  title: record.title,
  short_description: record.short_description,
  long_description: record.long_description,
  category_ids: record.categories.map((category) => String(category.id)),
  city_id: String(record.city.id),
  address: record.address,
  latitude: record.latitude,
  longitude: record.longitude,
  link: record.link ?? '',
  contacts: (record.contacts ?? []).map(({ type, value }) => ({ type, value })),
});

const toTenge = (minor: number | null): number | string => (minor === null ? '' : minor / 100);

export const cardValuesFromRecord = (card: CardDetail): CardFormValues => ({
  ...baseFromRecord(card),
  // The server derives `age` from the age range; the form does not offer it.
  attributes: Object.fromEntries(Object.entries(card.attributes).filter(([key]) => key !== 'age')),
  tag_ids: card.tags.map((tag) => String(tag.id)),
  age_from: card.age_from ?? '',
  age_to: card.age_to ?? '',
  price_from: toTenge(card.price_from),
});

export const eventValuesFromRecord = (event: EventDetail): EventFormValues => ({
  ...baseFromRecord(event),
  owner_name: event.owner_name,
  start_date: event.start_date,
  finish_date: event.finish_date,
  start_time: event.start_time.slice(0, 5),
  finish_time: event.finish_time.slice(0, 5),
  is_free: event.is_free,
  price: toTenge(event.price),
});

/** '' (an empty number input) → undefined, so the schema reports the field. */
const requiredNumber = (value: number | string): number | undefined =>
  value === '' ? undefined : Number(value);
const optionalNumber = (value: number | string): number | null =>
  value === '' ? null : Number(value);
const toMinor = (tenge: number | string): number | null =>
  tenge === '' ? null : Math.round(Number(tenge) * 100);

function baseBody(values: ListingFormValues) {
  return {
    account_id: values.account_id,
    title: values.title,
    short_description: values.short_description,
    long_description: values.long_description,
    category_ids: values.category_ids.map(Number),
    city_id: values.city_id === null ? (undefined as unknown as number) : Number(values.city_id),
    address: values.address,
    latitude: requiredNumber(values.latitude) as number,
    longitude: requiredNumber(values.longitude) as number,
    link: values.link.trim() === '' ? null : values.link,
    contacts: values.contacts,
  };
}

export const cardBody = (values: CardFormValues): CardInput => ({
  ...baseBody(values),
  attributes: Object.fromEntries(
    Object.entries(values.attributes).filter(([key, chosen]) => key !== 'age' && chosen.length > 0),
  ),
  // A draft saved before tags existed has none.
  tag_ids: (values.tag_ids ?? []).map(Number),
  age_from: optionalNumber(values.age_from),
  age_to: optionalNumber(values.age_to),
  price_from: toMinor(values.price_from),
});

export const eventBody = (values: EventFormValues): EventInput => ({
  ...baseBody(values),
  owner_name: values.owner_name,
  start_date: values.start_date ?? (undefined as unknown as string),
  finish_date: values.finish_date ?? (undefined as unknown as string),
  // Empty as undefined, like the dates: the schema then says "Fill value", not "Invalid value".
  start_time: values.start_time || (undefined as unknown as string),
  finish_time: values.finish_time || (undefined as unknown as string),
  is_free: values.is_free,
  price: values.is_free ? null : toMinor(values.price),
});
