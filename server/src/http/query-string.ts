/**
 * Parses a query string: `key[]=a&key[]=b` gives `{ key: ['a', 'b'] }`; a plain key stays a string
 * (the last one wins when repeated).
 */
export function parseQueryString(query: string): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = Object.create(null) as Record<
    string,
    string | string[]
  >;
  for (const [rawKey, value] of new URLSearchParams(query)) {
    if (rawKey.endsWith('[]')) {
      const key = rawKey.slice(0, -2);
      const current = result[key];
      if (Array.isArray(current)) current.push(value);
      else result[key] = [value];
    } else {
      result[rawKey] = value;
    }
  }
  return result;
}
