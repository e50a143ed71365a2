import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachedCounts, COUNT_CACHE_MIN_TOTAL } from './count-cache';

afterEach(() => {
  vi.useRealTimers();
});

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

  it('answers kept counts past their time while counting them again in the background', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const owner = {};
    let counted = 0;
    let release: () => void = () => undefined;
    const count = async () => {
      counted += 1;
      if (counted > 1) await new Promise<void>((resolve) => (release = resolve));
      return { total: COUNT_CACHE_MIN_TOTAL, facets: { city: { almaty: counted } } };
    };
    await cachedCounts(owner, 'broad', count);
    vi.setSystemTime(Date.now() + 30_000);
    // Past its time: the kept counts answer at once, and one recount starts.
    const stale = await cachedCounts(owner, 'broad', count);
    const again = await cachedCounts(owner, 'broad', count);
    expect([stale.facets.city?.almaty, again.facets.city?.almaty]).toEqual([1, 1]);
    expect(counted).toBe(2);
    release();
    await vi.waitFor(async () => {
      expect((await cachedCounts(owner, 'broad', count)).facets.city?.almaty).toBe(2);
    });
  });

  it('counts afresh, and waits, when the kept counts are long out of date', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const owner = {};
    let counted = 0;
    const count = async () => {
      counted += 1;
      return { total: COUNT_CACHE_MIN_TOTAL, facets: { city: { almaty: counted } } };
    };
    await cachedCounts(owner, 'broad', count);
    vi.setSystemTime(Date.now() + 10 * 60_000);
    expect((await cachedCounts(owner, 'broad', count)).facets.city?.almaty).toBe(2);
  });
});
