import { describe, expect, it } from 'vitest';
import { presentList } from './presenter';

describe('a list answer', () => {
  it('puts a whole list on one page', () => {
    expect(presentList(['en', 'ru', 'kz'])).toEqual({
      data: ['en', 'ru', 'kz'],
      meta: { current_page: 1, last_page: 1, per_page: 3, total: 3 },
    });
  });

  it('still has one (empty) page for an empty list', () => {
    expect(presentList([]).meta).toEqual({ current_page: 1, last_page: 1, per_page: 0, total: 0 });
  });

  it('counts the pages of a paginated list', () => {
    expect(presentList(['a', 'b'], { current: 3, perPage: 2, total: 5 }).meta).toEqual({
      current_page: 3,
      last_page: 3,
      per_page: 2,
      total: 5,
    });
  });
});
