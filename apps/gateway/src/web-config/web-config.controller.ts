import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Policy } from '../auth/access-policy';
import { Access } from '../auth/access.decorators';
import { GatewaySettings } from '../gateway.settings';
import { SETTINGS } from '../http/bus-client';

export class MapConfigView {
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    description: 'Leaflet tile URL template (MAP_TILE_URL); null: no map, only the address and a maps link',
  })
  tile_url!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'https://nominatim.openstreetmap.org/search?format=jsonv2&limit=1&q={query}',
    description: 'Place search URL template with {query} (MAP_GEOCODER_URL); null: the default centre',
  })
  geocoder_url!: string | null;
}

export class CalendarConfigView {
  @ApiProperty({
    example: 'Asia/Manila',
    description:
      "The IANA time zone of the product's calendar (MISSION_TIME_ZONE): missions' days, push dates, the dashboards' days",
  })
  time_zone!: string;
}

/** What the web app learns from the gateway at run time (settings that are not secrets). */
@ApiTags('Web')
@Access(Policy.public)
@Controller('api/v1/config')
export class WebConfigController {
  constructor(@Inject(SETTINGS) private readonly settings: GatewaySettings) {}

  @Get('map')
  @ApiOperation({
    operationId: 'getMapConfig',
    summary: "The store map tab's tile server and place search (settings, may be null)",
    description: 'Public settings of this deployment (MAP_TILE_URL, MAP_GEOCODER_URL).',
  })
  @ApiOkResponse({ description: 'The map settings', type: MapConfigView })
  map(): MapConfigView {
    return {
      tile_url: this.settings.MAP_TILE_URL ?? null,
      geocoder_url: this.settings.MAP_GEOCODER_URL ?? null,
    };
  }

  @Get('calendar')
  @ApiOperation({
    operationId: 'getCalendarConfig',
    summary: "The product's time zone, for writing dates and times as the servers count days",
    description:
      'Public setting of this deployment (MISSION_TIME_ZONE, the one the loyalty and push services read).',
  })
  @ApiOkResponse({ description: 'The calendar setting', type: CalendarConfigView })
  calendar(): CalendarConfigView {
    return { time_zone: this.settings.MISSION_TIME_ZONE };
  }
}
