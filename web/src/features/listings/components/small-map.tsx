import 'leaflet/dist/leaflet.css';
import { MapContainer, Marker, TileLayer } from 'react-leaflet';
import { LocalizedZoomControl } from '@/components/map-zoom';
import { markerIcon, OSM_ATTRIBUTION, OSM_TILES } from './map-shared';
import classes from './listings.module.css';

/** The small map of a card or event page (lazy-loaded with Leaflet). */
export default function SmallMap({
  latitude,
  longitude,
  title,
}: {
  latitude: number;
  longitude: number;
  title: string;
}) {
  return (
    // A region, not an image: the map holds controls (zoom, the marker) a keyboard reaches.
    <div className={classes.smallMap} role="region" aria-label={title}>
      <MapContainer
        zoomControl={false}
        center={[latitude, longitude]}
        zoom={15}
        style={{ height: '100%', width: '100%' }}
        scrollWheelZoom={false}
      >
        <TileLayer url={OSM_TILES} attribution={OSM_ATTRIBUTION} />
        <LocalizedZoomControl />
        <Marker position={[latitude, longitude]} icon={markerIcon()} title={title} alt={title} />
      </MapContainer>
    </div>
  );
}
