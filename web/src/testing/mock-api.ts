import { vi } from 'vitest';

/** An answer: status, body (a string is sent as is, e.g. CSV; anything else as JSON), headers. */
export type MockAnswer = [status: number, body?: unknown, headers?: Record<string, string>];
type Handler = (request: { url: string; init: RequestInit }) => MockAnswer;

/**
 * Stubs fetch with answers by "METHOD /path" (the query string ignored); unknown calls answer
 * 404. Answers the mock, to inspect the calls with `callsTo`.
 */
export function mockApi(routes: Record<string, Handler | MockAnswer>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const route = routes[`${init.method ?? 'GET'} ${url.split('?')[0]}`];
    const [status, body, headers = {}] =
      typeof route === 'function' ? route({ url, init }) : (route ?? [404, {}]);
    const raw = typeof body === 'string';
    return new Response(body === undefined ? null : raw ? body : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': raw ? 'text/csv' : 'application/json', ...headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to "METHOD /path", in order: their URLs, query, headers and JSON bodies. */
export function callsTo(fetchMock: ReturnType<typeof mockApi>, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(
      ([input, init]) => (init?.method ?? 'GET') === method && String(input).split('?')[0] === path,
    )
    .map(([input, init]) => ({
      url: String(input),
      search: new URL(String(input), 'http://localhost').searchParams,
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    }));
}
