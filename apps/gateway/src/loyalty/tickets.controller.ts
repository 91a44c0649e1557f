import { Body, Controller, Delete, Get, Headers, Param, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import {
  DeletedView,
  GrantTicketRequest,
  StorePasswordRequest,
  TicketUsedView,
  TicketView,
} from '@stamp/contracts';
import { MESSAGES } from '@stamp/shared';
import { Policy, inParam } from '../auth/access-policy';
import { Access } from '../auth/access.decorators';
import { AdminCaller, CurrentCaller, MemberCaller } from '../http/caller';
import { idPipe } from '../http/params';
import { IDEMPOTENCY_HEADER, OWN_CARDS } from './coupons.controller';
import { TicketsService } from './tickets.service';

@ApiTags('Coupons and tickets')
@Controller('api/v1')
export class TicketsController {
  constructor(private readonly tickets: TicketsService) {}

  @Get('tickets/member=:bbsNo')
  @Access(Policy.memberSelf(inParam('bbsNo'), OWN_CARDS))
  @ApiOperation({ summary: "The member's tickets, newest first (is_used tells the redeemed ones)" })
  @ApiOkResponse({ type: [TicketView] })
  list(
    @CurrentCaller() caller: MemberCaller,
    @Param('bbsNo', idPipe('bbs_no')) _memberNo: number,
  ): Promise<TicketView[]> {
    return this.tickets.list(caller);
  }

  @Get('ticket/ticket_id=:id')
  @Access(Policy.member)
  @ApiOperation({ summary: "One of the member's tickets" })
  @ApiOkResponse({ type: TicketView })
  @ApiNotFoundResponse({ description: MESSAGES.noTicket })
  one(
    @CurrentCaller() caller: MemberCaller,
    @Param('id', idPipe('ticket_id')) ticketId: number,
  ): Promise<TicketView> {
    return this.tickets.one(caller, ticketId);
  }

  @Put('ticket/use/ticket_id=:id')
  @Access(Policy.member)
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiOperation({
    summary: "Redeem a ticket with the store's password (once; the store's redeemed count goes up)",
  })
  @ApiOkResponse({ type: TicketUsedView })
  @ApiBadRequestResponse({ description: MESSAGES.passwordIncorrect })
  @ApiNotFoundResponse({ description: `${MESSAGES.noTicket} (unknown or already used)` })
  @ApiTooManyRequestsResponse({ description: MESSAGES.tooManyAttempts })
  use(
    @CurrentCaller() caller: MemberCaller,
    @Param('id', idPipe('ticket_id')) ticketId: number,
    @Body() body: StorePasswordRequest,
    @Headers('idempotency-key') idempotencyKey?: string,
  ): Promise<TicketUsedView> {
    return this.tickets.use(caller, ticketId, body.password, idempotencyKey);
  }

  @Delete('ticket/ticket_id=:id')
  @Access(Policy.member)
  @ApiOperation({ summary: "Delete one of the member's tickets" })
  @ApiOkResponse({ type: DeletedView })
  @ApiNotFoundResponse({ description: MESSAGES.noTicket })
  remove(
    @CurrentCaller() caller: MemberCaller,
    @Param('id', idPipe('ticket_id')) ticketId: number,
  ): Promise<DeletedView> {
    return this.tickets.remove(caller, ticketId);
  }

  @Post('ticket/create')
  @Access(Policy.admin)
  @ApiOperation({
    summary: 'Give a member a ticket by hand (administrators; members get tickets by completing a card)',
  })
  @ApiCreatedResponse({ type: TicketView })
  @ApiNotFoundResponse({ description: 'Store or member not found' })
  grant(@CurrentCaller() caller: AdminCaller, @Body() body: GrantTicketRequest): Promise<TicketView> {
    return this.tickets.grant(caller, body);
  }
}
