import { useEffect } from 'react';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import { MapContainer, TileLayer, useMap } from 'react-leaflet';
import { LocalizedZoomControl } from '@/components/map-zoom';
import { useNavigate } from 'react-router';
import { L } from './leaflet-global';
import 'leaflet.markercluster';
import { markerIcon, OSM_ATTRIBUTION, OSM_TILES } from './map-shared';
import classes from './listings.module.css';

/** A point on the map: a card or event with the page it links to. */
export interface MapPoint {
  id: number;
  title: string;
  subtitle: string;
  latitude: number;
  longitude: number;
  href: string;
}

/** Markers in clusters; popups link to the record's page through the router. */
function ClusteredMarkers({ points, label }: { points: MapPoint[]; label: string }) {
  const map = useMap();
  const navigate = useNavigate();

  useEffect(() => {
    const group = L.markerClusterGroup({
      showCoverageOnHover: false,
      iconCreateFunction: (cluster) =>
        L.divIcon({
          className: '',
          html: `<div class="${classes.cluster}">${cluster.getChildCount()}</div>`,
          iconSize: [40, 40],
        }),
    });
    for (const point of points) {
      const popup = document.createElement('div');
      const link = document.createElement('a');
      link.href = point.href;
      link.textContent = point.title;
      link.style.fontWeight = '600';
      link.addEventListener('click', (event) => {
        event.preventDefault();
        void navigate(point.href);
      });
      const subtitle = document.createElement('div');
      subtitle.textContent = point.subtitle;
      popup.append(link, subtitle);
      group.addLayer(
        L.marker([point.latitude, point.longitude], {
          icon: markerIcon(),
          title: point.title,
          alt: point.title,
          keyboard: true,
        }).bindPopup(popup),
      );
    }
    map.addLayer(group);
    if (points.length > 0) {
      const bounds = group.getBounds();
      if (bounds.isValid()) map.fitBounds(bounds, { padding: [32, 32], maxZoom: 15 });
    }
    map.getContainer().setAttribute('aria-label', label);
    return () => {
      map.removeLayer(group);
    };
  }, [map, points, navigate, label]);

  return null;
}

/** The map view of a list (lazy-loaded: Leaflet stays out of the first page). */
export default function ListingsMap({
  points,
  center,
  label,
}: {
  points: MapPoint[];
  center: [number, number];
  label: string;
}) {
  return (
    <div className={classes.map} data-testid="listings-map">
      <MapContainer
        zoomControl={false}
        center={center}
        zoom={11}
        style={{ height: '100%', width: '100%' }}
        scrollWheelZoom={false}
      >
        <TileLayer url={OSM_TILES} attribution={OSM_ATTRIBUTION} />
        <LocalizedZoomControl />
        <ClusteredMarkers points={points} label={label} />
      </MapContainer>
    </div>
  );
}
