// The parts of Leaflet the map tab uses, imported from Leaflet's own ES modules (`leaflet/src`): the map
// with the handlers a phone and a keyboard need (drag, pinch, double-tap and wheel zoom, keys), the zoom
// and attribution controls, tile layers and a marker with a CSS dot. Leaflet's bundled build registers
// every handler, control, vector renderer, GeoJSON and overlay when it loads, so nothing of it can be left
// out; importing the modules one by one keeps the map's chunk inside its budget (docs/web.md, Budgets).
import 'leaflet/src/control/Control.Attribution.js';
import 'leaflet/src/control/Control.Zoom.js';
import 'leaflet/src/map/handler/Map.DoubleClickZoom.js';
import 'leaflet/src/map/handler/Map.Drag.js';
import 'leaflet/src/map/handler/Map.Keyboard.js';
import 'leaflet/src/map/handler/Map.ScrollWheelZoom.js';
import 'leaflet/src/map/handler/Map.TouchZoom.js';

export { createMap } from 'leaflet/src/map/Map.js';
export { divIcon } from 'leaflet/src/layer/marker/DivIcon.js';
export { marker } from 'leaflet/src/layer/marker/Marker.js';
export { tileLayer } from 'leaflet/src/layer/tile/TileLayer.js';
