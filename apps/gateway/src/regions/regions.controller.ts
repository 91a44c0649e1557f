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
  @ApiOperation({
    operationId: 'listRegions',
    summary: 'All regions',
    description: 'The Philippine regions, in the order the address forms show them.',
  })
  @ApiOkResponse({
    description: 'The region names',
    type: [String],
    example: ['Region I (Ilocos Region)', 'National Capital Region (NCR)'],
  })
  regions(): string[] {
    return this.regionData.regions();
  }

  @Get('region=:region')
  @ApiOperation({
    operationId: 'listProvincesOfRegion',
    summary: "A region's provinces and the cities that belong to no province",
    description: 'The names a member or store picks as province/city after choosing the region.',
  })
  @ApiOkResponse({
    description: 'Province and city names',
    type: [String],
    example: ['Caloocan City', 'Makati City'],
  })
  @ApiNotFoundResponse({ description: REGION_NOT_FOUND })
  provinces(@Param('region') region: string): string[] {
    return this.regionData.provinces(region);
  }

  @Get('region=:region/province=:province')
  @ApiOperation({
    operationId: 'listAreaItems',
    summary: 'Area items of a region and province (parent_id and area_id)',
    description: 'The area items (PSGC codes) under a region and province, for the member-search filters.',
  })
  @ApiOkResponse({ description: 'The area items', type: [AreaItemView] })
  @ApiNotFoundResponse({ description: AREA_NOT_FOUND })
  areas(@Param('region') region: string, @Param('province') province: string): AreaItemView[] {
    return this.regionData.areas(region, province);
  }

  @Get('province_id=:areaId')
  @ApiOperation({
    operationId: 'getAreaPlace',
    summary: 'The region and province of an area id',
    description: "The names of the region and province an area id (a member's area1/area2) stands for.",
  })
  @ApiOkResponse({ description: 'The region and province names', type: AreaPlaceView })
  @ApiNotFoundResponse({ description: AREA_NOT_FOUND })
  place(@Param('areaId', idPipe('province_id')) id: number): AreaPlaceView {
    return this.regionData.place(id);
  }

  @Get('id/region=:region')
  @ApiOperation({
    operationId: 'getRegionAreaId',
    summary: "A region's area id (its PSGC code)",
    description: "The area id to store in a member's area1 for a region name.",
  })
  @ApiOkResponse({ description: "The region's area id", type: AreaIdView })
  @ApiNotFoundResponse({ description: REGION_NOT_FOUND })
  regionAreaId(@Param('region') region: string): AreaIdView {
    return this.regionData.regionAreaId(region);
  }

  @Get('id/region=:region/province=:province')
  @ApiOperation({
    operationId: 'getProvinceAreaId',
    summary: "A province's (or independent city's) area id",
    description: "The area id to store in a member's area2 for a province or independent city.",
  })
  @ApiOkResponse({ description: "The province's area id", type: AreaIdView })
  @ApiNotFoundResponse({ description: AREA_NOT_FOUND })
  provinceAreaId(@Param('region') region: string, @Param('province') province: string): AreaIdView {
    return this.regionData.provinceAreaId(region, province);
  }
}
