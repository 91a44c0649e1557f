// Leaflet's ES modules (`leaflet/src`), typed as the package's own declarations say (leafletParts.ts).
declare module 'leaflet/src/map/Map.js' {
  export { map as createMap } from 'leaflet';
}
declare module 'leaflet/src/layer/marker/DivIcon.js' {
  export { divIcon } from 'leaflet';
}
declare module 'leaflet/src/layer/marker/Marker.js' {
  export { marker } from 'leaflet';
}
declare module 'leaflet/src/layer/tile/TileLayer.js' {
  export { tileLayer } from 'leaflet';
}
declare module 'leaflet/src/control/Control.Attribution.js';
declare module 'leaflet/src/control/Control.Zoom.js';
declare module 'leaflet/src/map/handler/Map.DoubleClickZoom.js';
declare module 'leaflet/src/map/handler/Map.Drag.js';
declare module 'leaflet/src/map/handler/Map.Keyboard.js';
declare module 'leaflet/src/map/handler/Map.ScrollWheelZoom.js';
declare module 'leaflet/src/map/handler/Map.TouchZoom.js';
