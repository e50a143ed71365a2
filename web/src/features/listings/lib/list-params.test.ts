import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LISTING_SORTS } from '@bilim/contract/constants';
import {
  EMPTY_LIST_PARAMS,
  parseListParams,
  serialiseListParams,
  toApiQuery,
  type ListParams,
} from './list-params';

const slug = fc.stringMatching(/^[a-z][a-z0-9_]{0,10}$/);
const date = fc
  .date({
    min: new Date('2020-01-01T00:00:00Z'),
    max: new Date('2035-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((value) => value.toISOString().slice(0, 10));

const listParams: fc.Arbitrary<ListParams> = fc.record({
  text: fc.option(fc.string({ maxLength: 30 }), { nil: null }),
  city: fc.option(slug, { nil: null }),
  category: fc.array(slug, { maxLength: 4 }),
  attributes: fc.dictionary(slug, fc.array(slug, { maxLength: 4 }), { maxKeys: 4 }),
  tag: fc.array(slug, { maxLength: 3 }),
  price_min: fc.option(fc.nat(10_000_000), { nil: null }),
  price_max: fc.option(fc.nat(10_000_000), { nil: null }),
  date_from: fc.option(date, { nil: null }),
  date_to: fc.option(date, { nil: null }),
  past: fc.boolean(),
  free: fc.boolean(),
  sort: fc.option(fc.constantFrom(...LISTING_SORTS), { nil: null }),
  page: fc.integer({ min: 1, max: 500 }),
  view: fc.constantFrom('list' as const, 'map' as const),
});

/** Any query string at all, including junk a visitor could type or paste. */
const anyQuery = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(
          'text',
          'city',
          'category',
          'category[]',
          'tag',
          'tag[]',
          'sort',
          'page',
          'view',
          'past',
          'free',
          'price_min',
          'date_from',
          'format[]',
          'age[]',
          'page[]',
        ),
        fc.string({ maxLength: 8 }),
      ),
      fc.string({ maxLength: 12 }),
    ),
    { maxLength: 10 },
  )
  .map((pairs) => new URLSearchParams(pairs).toString());

describe('the URL of a catalog search', () => {
  it('reads the documented example', () => {
    const params = parseListParams(
      '?city=almaty&category=schools&format[]=online&sort=rating&page=2&view=map',
    );
    expect(params).toEqual({
      ...EMPTY_LIST_PARAMS,
      city: 'almaty',
      category: ['schools'],
      attributes: { format: ['online'] },
      sort: 'rating',
      page: 2,
      view: 'map',
    });
    expect(serialiseListParams(params)).toBe(
      'city=almaty&category=schools&format[]=online&sort=rating&page=2&view=map',
    );
  });

  it('gives back every search it wrote (parse ∘ serialise keeps the canonical form)', () => {
    fc.assert(
      fc.property(listParams, (params) => {
        const once = serialiseListParams(params);
        const parsed = parseListParams(once);
        expect(serialiseListParams(parsed)).toBe(once);
        expect(parseListParams(serialiseListParams(parsed))).toEqual(parsed);
      }),
    );
  });

  it('is stable for any query string: serialise(parse(x)) is a fixed point', () => {
    fc.assert(
      fc.property(anyQuery, (query) => {
        const first = serialiseListParams(parseListParams(query));
        expect(serialiseListParams(parseListParams(first))).toBe(first);
      }),
    );
  });

  it('drops what it does not understand instead of failing', () => {
    const params = parseListParams(
      'sort=cheapest&page=-3&view=globe&date_from=2027-13-45&price_min=abc&text[]=x',
    );
    expect(params).toEqual(EMPTY_LIST_PARAMS);
  });

  it('leaves defaults out so a plain catalog has a plain URL', () => {
    expect(serialiseListParams(EMPTY_LIST_PARAMS)).toBe('');
  });

  it('asks the API with arrays, the header city when the URL names none, and a page size', () => {
    const params = parseListParams('format[]=online&format[]=offline&category[]=a&category[]=b');
    const query = new URLSearchParams(toApiQuery(params, { kind: 'cards', defaultCity: 'astana' }));
    expect(query.getAll('format[]')).toEqual(['offline', 'online']);
    expect(query.getAll('category[]')).toEqual(['a', 'b']);
    expect(query.get('city')).toBe('astana');
    expect(query.get('sort')).toBe('rating');
    expect(query.get('per_page')).toBe('24');
  });

  it('reads tags as tag= or tag[]=, and asks the API for them on cards only', () => {
    const params = parseListParams('tag[]=swimming-pool&tag=meals&tag[]=meals');
    expect(params.tag).toEqual(['meals', 'swimming-pool']);
    expect(serialiseListParams(params)).toBe('tag[]=meals&tag[]=swimming-pool');
    const cards = new URLSearchParams(toApiQuery(params, { kind: 'cards' }));
    expect(cards.getAll('tag[]')).toEqual(['meals', 'swimming-pool']);
    const events = new URLSearchParams(toApiQuery(params, { kind: 'events' }));
    expect(events.getAll('tag[]')).toEqual([]);
  });

  it('sorts by relevance when there is text, and sends the point for "nearest"', () => {
    const withText = new URLSearchParams(
      toApiQuery(parseListParams('text=робот'), { kind: 'cards' }),
    );
    expect(withText.get('sort')).toBe('relevance');
    const nearest = new URLSearchParams(
      toApiQuery(parseListParams('sort=nearest'), {
        kind: 'events',
        point: { lat: 43.25, lon: 76.95 },
      }),
    );
    expect([nearest.get('sort'), nearest.get('lat'), nearest.get('lon')]).toEqual([
      'nearest',
      '43.25000',
      '76.95000',
    ]);
  });

  it('keeps event-only filters out of card queries and the other way round', () => {
    const params = parseListParams('past=1&free=1&format[]=online&price_min=100');
    const cards = new URLSearchParams(toApiQuery(params, { kind: 'cards' }));
    const events = new URLSearchParams(toApiQuery(params, { kind: 'events' }));
    expect(cards.has('past')).toBe(false);
    expect(cards.get('price_min')).toBe('100');
    expect(events.get('past')).toBe('1');
    expect(events.has('format[]')).toBe(false);
  });
});
