import { lazy, Suspense } from 'react';
import { Loader, Text } from '@mantine/core';
import type { LatLon, LocationMapTexts } from './location-map';
import { MapErrorBoundary } from './map-error-boundary';

export type { LatLon, LocationMapTexts };

/** Leaflet and its styles load with the first map shown, not with the page. */
const LocationMap = lazy(() => import('./location-map'));

/**
 * A place on a map, loaded when shown: picked (`onPick`) or only shown. If the map's code cannot
 * load, the unavailable text stands in for it and the coordinate inputs beside it still work.
 */
export function LocationPicker(props: {
  center: [number, number];
  point: LatLon | null;
  onPick?: (point: LatLon) => void;
  zoom?: number;
  texts: LocationMapTexts;
}) {
  return (
    <MapErrorBoundary
      fallback={
        <Text size="sm" c="red.9">
          {props.texts.unavailable}
        </Text>
      }
    >
      <Suspense fallback={<Loader size="sm" />}>
        <LocationMap {...props} />
      </Suspense>
    </MapErrorBoundary>
  );
}
