import { createContext, useContext } from 'react';

/**
 * What the server knew of the visitor when it rendered the page, so the browser's first render
 * (hydration) draws the same thing: the city it picked (cookie or `?city=`) and whether the
 * device is a phone (Client Hints or the User-Agent). After hydration the browser's own values
 * (local storage, the real viewport) take over.
 */
export interface RenderHints {
  city: string | null;
  mobile: boolean;
}

export const NO_RENDER_HINTS: RenderHints = { city: null, mobile: false };

export const RenderHintsContext = createContext<RenderHints>(NO_RENDER_HINTS);

export const useRenderHints = () => useContext(RenderHintsContext);
