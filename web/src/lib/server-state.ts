import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import type { Language } from '@bilim/contract/constants';
import { SERVER_STATE_ELEMENT_ID, scriptSafeJson } from '@bilim/contract/server-render';
import { ApiError } from './api-client';
import type { RenderHints } from './render-hints';

/** What a server-rendered page carries for the browser to hydrate it (JSON in the page). */
export interface ServerState {
  language: Language;
  /** The namespaces the page used, in its language. */
  translations: Record<string, Record<string, unknown>>;
  queries: DehydratedState;
  router: HydrationState;
  hints: RenderHints;
}

/** An ApiError as JSON keeps its status, code and field errors, not its class or message. */
interface EncodedError {
  status: number;
  message: string;
  code: ApiError['code'];
  errors: Record<string, string>;
}

type DehydratedQuery = DehydratedState['queries'][number];

function mapErrors(state: DehydratedState, map: (error: unknown) => unknown): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query): DehydratedQuery =>
      query.state.error == null
        ? query
        : { ...query, state: { ...query.state, error: map(query.state.error) as Error } },
    ),
  };
}

/** The server side: failures (a card that is gone, say) travel too, so both sides show them alike. */
export function encodeQueries(state: DehydratedState): DehydratedState {
  return mapErrors(state, (error) => {
    const api = error instanceof ApiError ? error : new ApiError(500, String(error));
    const encoded: EncodedError = {
      status: api.status,
      message: api.message,
      code: api.code,
      errors: api.errors,
    };
    return encoded;
  });
}

export function decodeQueries(state: DehydratedState): DehydratedState {
  return mapErrors(state, (error) => {
    const { status, message, code, errors } = error as EncodedError;
    return new ApiError(status, message, code, errors);
  });
}

/** The state as the page carries it. */
export const serialiseServerState = (state: ServerState): string => scriptSafeJson(state);

/** The state of a server-rendered page, or null (a page the browser renders by itself). */
export function readServerState(): ServerState | null {
  const element = document.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerState;
  } catch (error) {
    console.warn('The page state is not valid JSON; rendering in the browser.', error);
    return null;
  }
}
