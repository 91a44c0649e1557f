import { Injectable, NotFoundException } from '@nestjs/common';
import { areaId, findAreas, listProvinces, listRegions, regionId, resolveArea } from '@stamp/regions';
import { AreaIdView, AreaItemView, AreaPlaceView } from './regions.views';

export const REGION_NOT_FOUND = 'Region not found';
export const AREA_NOT_FOUND = 'Province not found';

/** Philippine regions and their provinces/cities (PSGC), from reference data: an unknown name is a 404. */
@Injectable()
export class RegionsService {
  regions(): string[] {
    return listRegions();
  }

  provinces(region: string): string[] {
    if (regionId(region) === undefined) {
      throw new NotFoundException(REGION_NOT_FOUND);
    }
    return listProvinces(region);
  }

  areas(region: string, province: string): AreaItemView[] {
    const areas = findAreas(region, province);
    if (areas.length === 0) {
      throw new NotFoundException(AREA_NOT_FOUND);
    }
    return areas;
  }

  place(id: number): AreaPlaceView {
    const place = resolveArea(id);
    if (!place) {
      throw new NotFoundException(AREA_NOT_FOUND);
    }
    return place;
  }

  regionAreaId(region: string): AreaIdView {
    const id = regionId(region);
    if (id === undefined) {
      throw new NotFoundException(REGION_NOT_FOUND);
    }
    return { area_id: id };
  }

  provinceAreaId(region: string, province: string): AreaIdView {
    const id = areaId(region, province);
    if (id === undefined) {
      throw new NotFoundException(AREA_NOT_FOUND);
    }
    return { area_id: id };
  }
}
