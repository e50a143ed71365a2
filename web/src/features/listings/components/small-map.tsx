import 'leaflet/dist/leaflet.css';
import { MapContainer, Marker, TileLayer } from 'react-leaflet';
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
    <div className={classes.smallMap} role="img" aria-label={title}>
      <MapContainer
        center={[latitude, longitude]}
        zoom={15}
        style={{ height: '100%', width: '100%' }}
        scrollWheelZoom={false}
      >
        <TileLayer url={OSM_TILES} attribution={OSM_ATTRIBUTION} />
        <Marker position={[latitude, longitude]} icon={markerIcon()} title={title} alt={title} />
      </MapContainer>
    </div>
  );
}
