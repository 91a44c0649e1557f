import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Policy } from '../auth/access-policy';
import { Access } from '../auth/access.decorators';
import { CurrentCaller, SignedInCaller } from '../http/caller';
import { SessionsService } from './sessions.service';

/** The caller's own session: a logout ends it on the server, for every gateway replica. */
@ApiTags('Sessions')
@Controller('api/v1/session')
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @Post('logout')
  @Access(Policy.anyOf(Policy.admin, Policy.member, Policy.storeOwner))
  @HttpCode(204)
  @ApiOperation({
    operationId: 'logOut',
    summary: 'Log out: ends the session the token names (any kind of token); its next call gets 401',
    description: 'Other sessions of the same account stay open.',
  })
  @ApiNoContentResponse({ description: 'The session has ended' })
  logOut(@CurrentCaller() caller: SignedInCaller): Promise<void> {
    return this.sessions.logOut(caller);
  }
}
