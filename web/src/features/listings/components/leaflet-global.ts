import L from 'leaflet';

/** leaflet.markercluster extends the global `L`; this module runs before it is imported. */
declare global {
  interface Window {
    L: typeof L;
  }
}
window.L = L;

export { L };
