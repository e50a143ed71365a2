import { useEffect, useState } from 'react';
import { useHydrated } from '@/components/browser-only';

export interface Point {
  lat: number;
  lon: number;
}

const canLocate = () => typeof navigator !== 'undefined' && Boolean(navigator.geolocation);

/** Where "nearest" measures from, and whether that is the city's centre (no position given). */
export interface NearestPoint extends Point {
  fromCentre: boolean;
}

/**
 * The point "nearest" sorts from: the browser's position when the visitor allows it, else the
 * city's centre (`fromCentre`, so the list can say so). Asked only while `active`; undefined
 * until known (always on the server and while hydrating).
 */
export function useNearestPoint(
  active: boolean,
  fallback: Point | null,
): NearestPoint | null | undefined {
  const [position, setPosition] = useState<Point | null | undefined>(undefined);
  const hydrated = useHydrated();

  useEffect(() => {
    if (!active || position !== undefined || !canLocate()) return;
    let done = false;
    navigator.geolocation.getCurrentPosition(
      (result) => {
        done = true;
        setPosition({ lat: result.coords.latitude, lon: result.coords.longitude });
      },
      () => {
        done = true;
        setPosition(null);
      },
      { timeout: 8000, maximumAge: 10 * 60_000 },
    );
    const timer = window.setTimeout(() => {
      if (!done) setPosition(null);
    }, 9000);
    return () => window.clearTimeout(timer);
  }, [active, position]);

  if (!active) return null;
  // The server cannot know where the visitor is: it and the hydrating page both wait, so the
  // page the browser takes over matches the server's (no list measured from the wrong point).
  if (!hydrated) return undefined;
  const centre = fallback && { ...fallback, fromCentre: true };
  if (!canLocate()) return centre;
  if (position === undefined) return undefined;
  return position ? { ...position, fromCentre: false } : centre;
}
