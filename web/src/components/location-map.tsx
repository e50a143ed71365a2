import 'leaflet/dist/leaflet.css';
import { useEffect, useState } from 'react';
import { Text } from '@mantine/core';
import L from 'leaflet';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { LocalizedZoomControl } from '@/components/map-zoom';

const icon = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

export interface LatLon {
  latitude: number;
  longitude: number;
}

function Recenter({ center }: { center: [number, number] }) {
  const map = useMap();
  const [lat, lon] = center;
  useEffect(() => {
    map.setView([lat, lon], map.getZoom());
  }, [map, lat, lon]);
  return null;
}

/** What the map says, in the reader's language: its name, the hint under it, a failed load. */
export interface LocationMapTexts {
  label: string;
  hint: string;
  unavailable: string;
}

function ClickToPlace({ onPick }: { onPick: (point: LatLon) => void }) {
  useMapEvents({
    click: (event) =>
      onPick({ latitude: round(event.latlng.lat), longitude: round(event.latlng.lng) }),
  });
  return null;
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * A place on an OpenStreetMap map (a record's, a city's): with `onPick`, clicking the map or
 * dragging the marker sets the coordinates; without it the map only shows the place. When tiles
 * cannot load, a note says so; the coordinate inputs still work.
 */
export default function LocationMap({
  center,
  point,
  onPick,
  zoom = 15,
  texts,
}: {
  center: [number, number];
  point: LatLon | null;
  onPick?: (point: LatLon) => void;
  /** The zoom a marked place is shown at. */
  zoom?: number;
  texts: LocationMapTexts;
}) {
  const [tilesFailed, setTilesFailed] = useState(false);
  const focus: [number, number] = point ? [point.latitude, point.longitude] : center;
  return (
    <div data-testid="location-map" style={{ isolation: 'isolate' }}>
      <MapContainer
        zoomControl={false}
        center={focus}
        zoom={point ? zoom : 12}
        style={{ height: 280, width: '100%', borderRadius: 8 }}
        aria-label={texts.label}
      >
        <TileLayer
          url="https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png"
          attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'
          eventHandlers={{ tileerror: () => setTilesFailed(true) }}
        />
        <LocalizedZoomControl />
        <Recenter center={focus} />
        {onPick && <ClickToPlace onPick={onPick} />}
        {point && (
          <Marker
            position={[point.latitude, point.longitude]}
            icon={icon}
            draggable={onPick !== undefined}
            eventHandlers={{
              dragend: (event) => {
                const { lat, lng } = (event.target as L.Marker).getLatLng();
                onPick?.({ latitude: round(lat), longitude: round(lng) });
              },
            }}
          />
        )}
      </MapContainer>
      <Text
        size="xs"
        c={tilesFailed ? 'red.9' : 'dimmed'}
        mt={4}
        role={tilesFailed ? 'status' : undefined}
      >
        {tilesFailed ? texts.unavailable : texts.hint}
      </Text>
    </div>
  );
}
