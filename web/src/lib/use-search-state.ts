import { useSearchParams } from 'react-router';

/**
 * A back-office list's state kept in the URL (filters, sort, page), so a link or a reload shows
 * the same list: `values` read it, `set` changes some keys (a filter changed goes back to page 1),
 * and `query` is the API's query string for it.
 */
export function useSearchState<Key extends string>(keys: readonly Key[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<
    Key,
    string
  >;
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const set = (changes: Partial<Record<Key | 'page', string | number | null>>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '' || value === undefined) next.delete(key);
          else next.set(key, String(value));
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      // Another page is a step Back returns from; a filter or a search typed replaces the entry.
      { replace: !(Object.keys(changes).length === 1 && 'page' in changes) },
    );
  const query = new URLSearchParams([
    ...keys.filter((key) => values[key] !== '').map((key) => [key, values[key]]),
    ['page', String(page)],
  ]).toString();
  return { values, page, set, query };
}

/**
 * A value read from the URL if it is one of `allowed`, else undefined (a link edited by hand or
 * left from an older version), so the caller's default applies.
 */
export function oneOf<Value extends string>(
  value: string,
  allowed: readonly Value[],
): Value | undefined {
  return allowed.find((item) => item === value);
}
