import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderMobile } from '../../../test/renderMobile';
import { StoreLeafletMap } from './StoreLeafletMap';

describe('StoreLeafletMap', () => {
  it("draws a Leaflet map from Leaflet's own modules, with its zoom buttons and the store's named dot", () => {
    renderMobile(
      <StoreLeafletMap
        tileUrl="http://127.0.0.1:9/{z}/{x}/{y}.png"
        centre={{ lat: 14.55, lng: 121.02 }}
        marked
        name="Kape ni Juan"
      />,
    );
    const region = screen.getByRole('region', { name: "Map of the store's place" });
    expect(region.classList.contains('leaflet-container')).toBe(true);
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Kape ni Juan' }).parentElement?.classList).toContain(
      'leaflet-marker-icon',
    );
  });
});
