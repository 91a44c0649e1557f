import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Policy } from '../auth/access-policy';
import { Access } from '../auth/access.decorators';
import { CachedRead, REFERENCE_DATA_CACHE } from '../http/cached-read';
import { idPipe } from '../http/params';
import { AREA_NOT_FOUND, REGION_NOT_FOUND, RegionsService } from './regions.service';
import { AreaIdView, AreaItemView, AreaPlaceView } from './regions.views';

/** Philippine regions and their provinces/cities (PSGC), served from reference data: no service hop. */
@ApiTags('Regions')
@Access(Policy.public)
@CachedRead(REFERENCE_DATA_CACHE)
@Controller('api/v1')
export class RegionsController {
  constructor(private readonly regionData: RegionsService) {}

  @Get('regions')
  @ApiOperation({ summary: 'All regions' })
  @ApiOkResponse({ type: [String], example: ['Region I (Ilocos Region)', 'National Capital Region (NCR)'] })
  regions(): string[] {
    return this.regionData.regions();
  }

  @Get('region=:region')
  @ApiOperation({ summary: "A region's provinces and the cities that belong to no province" })
  @ApiOkResponse({ type: [String], example: ['Caloocan City', 'Makati City'] })
  @ApiNotFoundResponse({ description: REGION_NOT_FOUND })
  provinces(@Param('region') region: string): string[] {
    return this.regionData.provinces(region);
  }

  @Get('region=:region/province=:province')
  @ApiOperation({ summary: 'Area items of a region and province (parent_id and area_id)' })
  @ApiOkResponse({ type: [AreaItemView] })
  @ApiNotFoundResponse({ description: AREA_NOT_FOUND })
  areas(@Param('region') region: string, @Param('province') province: string): AreaItemView[] {
    return this.regionData.areas(region, province);
  }

  @Get('province_id=:areaId')
  @ApiOperation({ summary: 'The region and province of an area id' })
  @ApiOkResponse({ type: AreaPlaceView })
  @ApiNotFoundResponse({ description: AREA_NOT_FOUND })
  place(@Param('areaId', idPipe('province_id')) id: number): AreaPlaceView {
    return this.regionData.place(id);
  }

  @Get('id/region=:region')
  @ApiOperation({ summary: "A region's area id (its PSGC code)" })
  @ApiOkResponse({ type: AreaIdView })
  @ApiNotFoundResponse({ description: REGION_NOT_FOUND })
  regionAreaId(@Param('region') region: string): AreaIdView {
    return this.regionData.regionAreaId(region);
  }

  @Get('id/region=:region/province=:province')
  @ApiOperation({ summary: "A province's (or independent city's) area id" })
  @ApiOkResponse({ type: AreaIdView })
  @ApiNotFoundResponse({ description: AREA_NOT_FOUND })
  provinceAreaId(@Param('region') region: string, @Param('province') province: string): AreaIdView {
    return this.regionData.provinceAreaId(region, province);
  }
}
