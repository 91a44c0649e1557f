import { Controller, Get, NotFoundException, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { areaId, findAreas, listProvinces, listRegions, regionId, resolveArea } from '@stamp/regions';
import { Public } from '../auth/access.decorators';
import { idPipe } from '../http/params';

class AreaItemView {
  @ApiProperty({ example: 'National Capital Region (NCR)' }) region!: string;
  @ApiProperty({ example: 'Makati City' }) province!: string;
  @ApiProperty({ example: 1380300000, description: 'PSGC code of the province or city' }) area_id!: number;
  @ApiProperty({ example: 1300000000, description: "PSGC code of the area's region" }) parent_id!: number;
}

class AreaPlaceView {
  @ApiProperty({ example: 'National Capital Region (NCR)' }) region!: string;
  @ApiProperty({ example: 'Makati City' }) province!: string;
}

class AreaIdView {
  @ApiProperty({ example: 1380300000 }) area_id!: number;
}

const REGION_NOT_FOUND = 'Region not found';
const AREA_NOT_FOUND = 'Province not found';

/** Philippine regions and their provinces/cities (PSGC), served from reference data: no service hop. */
@ApiTags('Regions')
@Public()
@Controller('api/v1')
export class RegionsController {
  @Get('regions')
  @ApiOperation({ summary: 'All regions' })
  @ApiOkResponse({ type: [String], example: ['Region I (Ilocos Region)', 'National Capital Region (NCR)'] })
  regions(): string[] {
    return listRegions();
  }

  @Get('region=:region')
  @ApiOperation({ summary: "A region's provinces and the cities that belong to no province" })
  @ApiOkResponse({ type: [String], example: ['Caloocan City', 'Makati City'] })
  @ApiNotFoundResponse({ description: REGION_NOT_FOUND })
  provinces(@Param('region') region: string): string[] {
    if (regionId(region) === undefined) {
      throw new NotFoundException(REGION_NOT_FOUND);
    }
    return listProvinces(region);
  }

  @Get('region=:region/province=:province')
  @ApiOperation({ summary: 'Area items of a region and province (parent_id and area_id)' })
  @ApiOkResponse({ type: [AreaItemView] })
  @ApiNotFoundResponse({ description: AREA_NOT_FOUND })
  areas(@Param('region') region: string, @Param('province') province: string): AreaItemView[] {
    const areas = findAreas(region, province);
    if (areas.length === 0) {
      throw new NotFoundException(AREA_NOT_FOUND);
    }
    return areas;
  }

  @Get('province_id=:areaId')
  @ApiOperation({ summary: 'The region and province of an area id' })
  @ApiOkResponse({ type: AreaPlaceView })
  @ApiNotFoundResponse({ description: AREA_NOT_FOUND })
  place(@Param('areaId', idPipe('province_id')) id: number): AreaPlaceView {
    const place = resolveArea(id);
    if (!place) {
      throw new NotFoundException(AREA_NOT_FOUND);
    }
    return place;
  }

  @Get('id/region=:region')
  @ApiOperation({ summary: "A region's area id (its PSGC code)" })
  @ApiOkResponse({ type: AreaIdView })
  @ApiNotFoundResponse({ description: REGION_NOT_FOUND })
  regionAreaId(@Param('region') region: string): AreaIdView {
    const id = regionId(region);
    if (id === undefined) {
      throw new NotFoundException(REGION_NOT_FOUND);
    }
    return { area_id: id };
  }

  @Get('id/region=:region/province=:province')
  @ApiOperation({ summary: "A province's (or independent city's) area id" })
  @ApiOkResponse({ type: AreaIdView })
  @ApiNotFoundResponse({ description: AREA_NOT_FOUND })
  provinceAreaId(@Param('region') region: string, @Param('province') province: string): AreaIdView {
    const id = areaId(region, province);
    if (id === undefined) {
      throw new NotFoundException(AREA_NOT_FOUND);
    }
    return { area_id: id };
  }
}
