import { describe, expect, it } from 'vitest';
import { cachedCounts, COUNT_CACHE_MIN_TOTAL } from './count-cache';

describe('the count cache', () => {
  it('keeps the counts of a broad selection for a while', async () => {
    const owner = {};
    let counted = 0;
    const count = async () => {
      counted += 1;
      return { total: COUNT_CACHE_MIN_TOTAL, facets: { city: { almaty: counted } } };
    };
    const first = await cachedCounts(owner, 'broad', count);
    const second = await cachedCounts(owner, 'broad', count);
    expect(second).toEqual(first);
    expect(counted).toBe(1);
  });

  it('counts a narrow selection afresh every time, so its counts are exact', async () => {
    const owner = {};
    let counted = 0;
    const count = async () => {
      counted += 1;
      return { total: 3, facets: {} };
    };
    await cachedCounts(owner, 'narrow', count);
    await cachedCounts(owner, 'narrow', count);
    expect(counted).toBe(2);
  });
});
