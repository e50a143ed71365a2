import type { Language } from './constants';

/**
 * The server's render of a public page of the web app (web/src/entry-server.tsx, built to
 * web/dist-server): what the server tells it of the visitor, and what it answers.
 */
export interface RenderRequest {
  /** The page's path and query, e.g. `/cards/12/show?lng=kz`. */
  url: string;
  /** Spec §9 on the server: `lng` query, `i18next` cookie, `Accept-Language`. */
  language: Language;
  /** The `city` cookie (the header's city), or null. */
  city: string | null;
  /** Client Hints or the User-Agent say it is a phone. */
  mobile: boolean;
  /** Every namespace of the page's language, parsed (web/dist/locales/<language>/<ns>.json). */
  translations: Record<string, Record<string, unknown>>;
  /** A part of the page failed to render (the browser renders it instead): for the log. */
  onError: (error: unknown) => void;
  /** The API, answered in-process (the render's calls never leave the server). */
  fetch: (path: string, init: RequestInit) => Promise<Response>;
}

export type RenderResult =
  /** The page: the HTML of the app's root element and the state the browser hydrates from. */
  | {
      kind: 'page';
      status: number;
      appHtml: string;
      state: string;
      /** The source files of the page's route modules (`src/app/routes/card.tsx`), whose styles
       * and scripts the page links (web/dist/.vite/manifest.json names them). */
      modules: string[];
    }
  | { kind: 'redirect'; status: number; location: string }
  /** A page the browser renders by itself (signed-in areas): the server sends index.html. */
  | { kind: 'client' };

export interface ServerRenderer {
  render: (request: RenderRequest) => Promise<RenderResult>;
}

/** The id of the `<script type="application/json">` that carries the state to hydrate. */
export const SERVER_STATE_ELEMENT_ID = 'bilim-state';

/** JSON safe inside a `<script>` element (state, JSON-LD): no text in it can close the element. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
