import 'leaflet/dist/leaflet.css';
import { useEffect, useState } from 'react';
import { Text } from '@mantine/core';
import L from 'leaflet';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { LocalizedZoomControl } from '@/components/map-zoom';
import { useTranslation } from 'react-i18next';

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

function ClickToPlace({ onPick }: { onPick: (point: LatLon) => void }) {
  useMapEvents({
    click: (event) =>
      onPick({ latitude: round(event.latlng.lat), longitude: round(event.latlng.lng) }),
  });
  return null;
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * The place of a record on an OpenStreetMap map: clicking the map or dragging the marker sets
 * the coordinates. When tiles cannot load, a note says so; the coordinate inputs still work.
 */
export default function LocationMap({
  center,
  point,
  onPick,
}: {
  center: [number, number];
  point: LatLon | null;
  onPick: (point: LatLon) => void;
}) {
  const { t } = useTranslation('cabinet');
  const [tilesFailed, setTilesFailed] = useState(false);
  const focus: [number, number] = point ? [point.latitude, point.longitude] : center;
  return (
    <div data-testid="location-map" style={{ isolation: 'isolate' }}>
      <MapContainer
        zoomControl={false}
        center={focus}
        zoom={point ? 15 : 12}
        style={{ height: 280, width: '100%', borderRadius: 8 }}
        aria-label={t('form.mapLabel')}
      >
        <TileLayer
          url="https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png"
          attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'
          eventHandlers={{ tileerror: () => setTilesFailed(true) }}
        />
        <LocalizedZoomControl />
        <Recenter center={focus} />
        <ClickToPlace onPick={onPick} />
        {point && (
          <Marker
            position={[point.latitude, point.longitude]}
            icon={icon}
            draggable
            eventHandlers={{
              dragend: (event) => {
                const { lat, lng } = (event.target as L.Marker).getLatLng();
                onPick({ latitude: round(lat), longitude: round(lng) });
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
        {tilesFailed ? t('form.mapUnavailable') : t('form.mapHint')}
      </Text>
    </div>
  );
}
