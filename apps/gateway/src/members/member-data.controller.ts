import { Controller, Get, Header, Param } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Policy, inParam } from '../auth/access-policy';
import { Access } from '../auth/access.decorators';
import { CurrentCaller, MemberCaller } from '../http/caller';
import { idPipe } from '../http/params';
import { MemberDataService } from './member-data.service';
import { MemberDataExportView } from './member-data.view';

const OWN_DATA = 'You may only download your own data.';

/** The member's own data, as the privacy policy's right of access promises (docs/privacy.md). */
@ApiTags('Members')
@Controller('api/v1/member')
export class MemberDataController {
  constructor(private readonly memberData: MemberDataService) {}

  @Get(':bbs_no/export')
  @Access(Policy.memberSelf(inParam('bbs_no'), OWN_DATA))
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    operationId: 'exportMemberData',
    summary: 'Download my data: everything held about the member, from every service',
    description:
      'member(self) only. No password hash, stamp password, session or link token; push tokens are shortened.',
  })
  @ApiOkResponse({ description: "The member's data, one part per service", type: MemberDataExportView })
  @ApiForbiddenResponse({ description: OWN_DATA })
  export(
    @CurrentCaller() caller: MemberCaller,
    @Param('bbs_no', idPipe('bbs_no')) _memberNo: number,
  ): Promise<MemberDataExportView> {
    return this.memberData.export(caller);
  }
}
