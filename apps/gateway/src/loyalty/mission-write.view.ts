import { ApiProperty, getSchemaPath } from '@nestjs/swagger';
import {
  MissionResultView,
  MissionView,
  StoreFullView,
  StoreMissionView,
  StorePublicView,
  StoreView,
} from '@stamp/contracts';

/**
 * What a mission write (create, update) answers: the mission as it now is, and its store as
 * `GET /api/v1/store/{id}` shows it to the caller with this mission in it, so a client updates its store
 * views without reading them again.
 */
export class MissionWriteView extends MissionResultView {
  @ApiProperty({
    description:
      'The store as GET /api/v1/store/{id} now shows it to the caller (in full to an administrator and to its ' +
      'owner), its `Mission` being this mission (null once it is finished)',
    anyOf: [{ $ref: getSchemaPath(StoreFullView) }, { $ref: getSchemaPath(StorePublicView) }],
  })
  store!: StoreView;
}

/**
 * The mission as the store views carry it (`Mission`): the same fields, active and display status as the
 * loyalty service worked them out; a finished mission (status null) is no longer shown on its store.
 */
export function storeMissionOf(mission: MissionView): StoreMissionView | null {
  if (mission.status === null) {
    return null;
  }
  const { id, name, start_date, expire_date, max_stamp_count, status, active, display_status, createdAt } =
    mission;
  return { id, name, start_date, expire_date, max_stamp_count, status, active, display_status, createdAt };
}
