// Leaflet's ES module build, typed as the package: importing it by name lets the bundler leave out the parts
// of Leaflet the map does not use (the package's main file is a UMD bundle that comes whole).
declare module 'leaflet/dist/leaflet-src.esm.js' {
  export * from 'leaflet';
}
