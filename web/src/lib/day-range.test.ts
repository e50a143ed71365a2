import { describe, expect, it } from 'vitest';
import { dayRangeFromSearch, isDayRange } from './day-range';

const read = (query: string) => dayRangeFromSearch(new URLSearchParams(query));

describe('a day range from a URL', () => {
  it('keeps real days in order, and an open end', () => {
    expect(read('from=2027-03-01&to=2027-03-31')).toEqual({ from: '2027-03-01', to: '2027-03-31' });
    expect(read('from=2027-03-05&to=2027-03-05')).toEqual({ from: '2027-03-05', to: '2027-03-05' });
    expect(read('from=2027-03-01')).toEqual({ from: '2027-03-01', to: null });
    expect(read('')).toEqual({ from: null, to: null });
  });

  it('drops an end that is no real day', () => {
    expect(read('from=2027-02-30&to=2027-03-31')).toEqual({ from: null, to: '2027-03-31' });
    expect(read('from=2027-03-01&to=yesterday')).toEqual({ from: '2027-03-01', to: null });
    expect(read('from=2027-3-1')).toEqual({ from: null, to: null });
  });

  it('drops a reversed range whole', () => {
    expect(read('from=2027-03-31&to=2027-03-01')).toEqual({ from: null, to: null });
  });

  it('tells a range of real days in order', () => {
    expect(isDayRange('2028-02-29', '2028-03-01')).toBe(true);
    expect(isDayRange('2027-02-29', '2027-03-01')).toBe(false);
    expect(isDayRange('2027-03-02', '2027-03-01')).toBe(false);
  });
});
