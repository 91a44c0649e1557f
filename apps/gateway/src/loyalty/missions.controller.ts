import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import {
  CreateMissionRequest,
  MissionDeletedView,
  MissionView,
  StoreFullView,
  StorePublicView,
  UpdateMissionRequest,
} from '@stamp/contracts';
import { MESSAGES } from '@stamp/shared';
import { Policy, inBody } from '../auth/access-policy';
import { Access } from '../auth/access.decorators';
import { AdminOrOwnerCaller, Caller, CurrentCaller } from '../http/caller';
import { idPipe } from '../http/params';
import { MissionWriteView } from './mission-write.view';
import { MissionsService } from './missions.service';

const MISSION_MESSAGES =
  "Every failure is listed in `errors`, in the spec's order: 'Please enter the mission name.', " +
  "'Please enter the mission name within 30 characters.', 'Please enter the start and end date.', " +
  "'Please enter the start date first.', 'Please enter the start date before the end date.' (or, when only " +
  "the end date moved, 'Please enter the end date after the start date.'), 'Please enter the number of " +
  "stamps.', 'Please enter the number of stamps less than 100.'";

@ApiTags('Missions')
@ApiExtraModels(StoreFullView, StorePublicView)
@Controller('api/v1')
export class MissionsController {
  constructor(private readonly missions: MissionsService) {}

  @Post('mission/create')
  @Access(Policy.anyOf(Policy.admin, Policy.storeOwnerOf(inBody('store_id'))))
  @ApiOperation({
    operationId: 'createMission',
    summary: "Create a store's mission (one per store)",
    description:
      `Administrators may set status (ongoing by default); a store's owner may not, and store_id defaults to ` +
      `their store. An administrator's missing field leads with '${MESSAGES.requiredFields}'. ` +
      MISSION_MESSAGES,
  })
  @ApiCreatedResponse({
    description: 'The new mission, and its store as the caller reads it with this mission in it',
    type: MissionWriteView,
  })
  @ApiBadRequestResponse({ description: 'Validation failed; `errors` lists every message in the spec order' })
  @ApiConflictResponse({ description: MESSAGES.missionExists })
  create(
    @CurrentCaller() caller: AdminOrOwnerCaller,
    @Body() body: CreateMissionRequest,
  ): Promise<MissionWriteView> {
    return this.missions.create(caller, body);
  }

  @Put('mission/update')
  @Access(Policy.anyOf(Policy.admin, Policy.storeOwner))
  @ApiOperation({
    operationId: 'updateMission',
    summary: 'Change a mission (a field left out keeps its value)',
    description:
      'Administrators may also set status: ongoing (announced as started), pended (paused) or finished ' +
      "(clears the status; the mission ends). A store's owner may change only their own store's mission, " +
      `without status. ${MISSION_MESSAGES}`,
  })
  @ApiOkResponse({
    description: 'The mission as it now is, and its store as the caller reads it with this mission in it',
    type: MissionWriteView,
  })
  @ApiNotFoundResponse({ description: MESSAGES.missionCommunicationError })
  update(
    @CurrentCaller() caller: AdminOrOwnerCaller,
    @Body() body: UpdateMissionRequest,
  ): Promise<MissionWriteView> {
    return this.missions.update(caller, body);
  }

  @Delete('mission/delete/:id')
  @Access(Policy.anyOf(Policy.admin, Policy.storeOwner))
  @ApiOperation({
    operationId: 'deleteMission',
    summary: 'Delete a mission ("Ending an event") with its stamp cards; tickets already made stay',
    description: "An owner may delete only their own store's mission.",
  })
  @ApiOkResponse({ description: 'Deleted', type: MissionDeletedView })
  @ApiNotFoundResponse({ description: MESSAGES.missionCommunicationError })
  remove(
    @CurrentCaller() caller: AdminOrOwnerCaller,
    @Param('id', idPipe()) id: number,
  ): Promise<MissionDeletedView> {
    return this.missions.remove(caller, id);
  }

  @Get('mission/store_id=:storeId')
  @Access(Policy.public)
  @ApiOperation({
    operationId: 'getStoreMission',
    summary: "A store's mission, whatever its status (active: stamps are accepted now)",
    description: 'Public: the store page shows it to everybody.',
  })
  @ApiOkResponse({ description: 'The mission', type: MissionView })
  @ApiNotFoundResponse({ description: MESSAGES.missionCommunicationError })
  ofStore(
    @CurrentCaller() caller: Caller,
    @Param('storeId', idPipe('store_id')) storeId: number,
  ): Promise<MissionView> {
    return this.missions.ofStore(caller, storeId);
  }
}
