import { createContext, RouterContextProvider } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';

/**
 * What route loaders get in their `context`: the query client of this render and the visitor's
 * city. A loader fills the query client with what its screen reads, through the same
 * `queryOptions` the screen's hooks use, so the screen finds its data in the cache.
 */
export interface RouteData {
  queryClient: QueryClient;
  /** The city the visitor chose (cookie or local storage), or null: the screens pick the default. */
  city: string | null;
  /**
   * The server waits for the data (the page is rendered with it); the browser only starts the
   * calls early and lets each screen show its own loading state.
   */
  waitForData: boolean;
}

const routeDataContext = createContext<RouteData>();

export function createRouteContext(data: RouteData): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(routeDataContext, data);
  return context;
}

/**
 * A route loader's body: runs `load` with the render's query client and city. On the server the
 * loader waits for it; in the browser it is started and left to run (a failure stays in the
 * query's cache for the screen to show). Answers null, the loaders' data being in the cache.
 */
export async function preload(
  context: unknown,
  load: (data: RouteData) => Promise<unknown>,
): Promise<null> {
  const data = (context as RouterContextProvider).get(routeDataContext);
  const loading = load(data).catch(() => undefined);
  if (data.waitForData) await loading;
  return null;
}
