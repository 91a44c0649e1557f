import { Body, Controller, Delete, Get, Inject, Param, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import {
  CreateMissionRequest,
  LoyaltyRequests,
  MissionDeletedView,
  MissionResultView,
  MissionView,
  UpdateMissionRequest,
} from '@stamp/contracts';
import { MESSAGES } from '@stamp/shared';
import { Allow, CurrentPrincipal, Public } from '../auth/access.decorators';
import { assertStoreAccess } from '../auth/ownership';
import { Principal } from '../auth/principal';
import { BUS, GatewayBus } from '../http/bus-client';
import { idPipe } from '../http/params';
import { RequestId } from '../http/request-id.decorator';
import { missionActorOf } from './member-access';

const MISSION_MESSAGES =
  "Every failure is listed in `errors`, in the spec's order: 'Please enter the mission name.', " +
  "'Please enter the mission name within 30 characters.', 'Please enter the start and end date.', " +
  "'Please enter the start date first.', 'Please enter the start date before the end date.' (or, when only " +
  "the end date moved, 'Please enter the end date after the start date.'), 'Please enter the number of " +
  "stamps.', 'Please enter the number of stamps less than 100.'";

@ApiTags('Missions')
@Controller('api/v1')
export class MissionsController {
  constructor(@Inject(BUS) private readonly bus: GatewayBus) {}

  @Post('mission/create')
  @Allow('admin', 'store')
  @ApiOperation({
    summary: "Create a store's mission (one per store)",
    description:
      `Administrators may set status (ongoing by default); a store's owner may not, and store_id defaults to ` +
      `their store. An administrator's missing field leads with '${MESSAGES.requiredFields}'. ` +
      MISSION_MESSAGES,
  })
  @ApiCreatedResponse({ type: MissionResultView })
  @ApiBadRequestResponse({ description: 'Validation failed; `errors` lists every message in the spec order' })
  @ApiConflictResponse({ description: MESSAGES.missionExists })
  create(
    @CurrentPrincipal() principal: Principal,
    @Body() body: CreateMissionRequest,
    @RequestId() requestId: string,
  ): Promise<MissionResultView> {
    if (body.store_id != null) {
      assertStoreAccess(principal, body.store_id);
    }
    return this.bus.request(
      LoyaltyRequests.createMission,
      {
        actor: missionActorOf(principal),
        mission: body,
      },
      { requestId },
    );
  }

  @Put('mission/update')
  @Allow('admin', 'store')
  @ApiOperation({
    summary: 'Change a mission (a field left out keeps its value)',
    description:
      'Administrators may also set status: ongoing (announced as started), pended (paused) or finished ' +
      "(clears the status; the mission ends). A store's owner may change only their own store's mission, " +
      `without status. ${MISSION_MESSAGES}`,
  })
  @ApiOkResponse({ type: MissionResultView })
  @ApiNotFoundResponse({ description: MESSAGES.missionCommunicationError })
  update(
    @CurrentPrincipal() principal: Principal,
    @Body() body: UpdateMissionRequest,
    @RequestId() requestId: string,
  ): Promise<MissionResultView> {
    return this.bus.request(
      LoyaltyRequests.updateMission,
      {
        actor: missionActorOf(principal),
        changes: body,
      },
      { requestId },
    );
  }

  @Delete('mission/delete/:id')
  @Allow('admin', 'store')
  @ApiOperation({
    summary: 'Delete a mission ("Ending an event") with its stamp cards; tickets already made stay',
  })
  @ApiOkResponse({ type: MissionDeletedView })
  @ApiNotFoundResponse({ description: MESSAGES.missionCommunicationError })
  remove(
    @CurrentPrincipal() principal: Principal,
    @Param('id', idPipe()) id: number,
    @RequestId() requestId: string,
  ): Promise<MissionDeletedView> {
    return this.bus.request(
      LoyaltyRequests.deleteMission,
      { actor: missionActorOf(principal), id },
      { requestId },
    );
  }

  @Get('mission/store_id=:storeId')
  @Public()
  @ApiOperation({ summary: "A store's mission, whatever its status (active: stamps are accepted now)" })
  @ApiOkResponse({ type: MissionView })
  @ApiNotFoundResponse({ description: MESSAGES.missionCommunicationError })
  ofStore(
    @Param('storeId', idPipe('store_id')) storeId: number,
    @RequestId() requestId: string,
  ): Promise<MissionView> {
    return this.bus.request(LoyaltyRequests.getStoreMission, { storeId }, { requestId });
  }
}
