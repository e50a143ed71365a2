import { L } from './leaflet-global';
import classes from './listings.module.css';

export const OSM_TILES = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
export const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

/** A pin drawn in CSS (no image files to resolve). */
export const markerIcon = () =>
  L.divIcon({
    className: '',
    html: `<div class="${classes.marker}"></div>`,
    iconSize: [28, 28],
    iconAnchor: [14, 28],
    popupAnchor: [0, -26],
  });
