import { Body, Controller, Delete, Get, Headers, Param, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
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
import { OWN_CARDS } from './coupons.controller';
import { TicketsService } from './tickets.service';

@ApiTags('Coupons and tickets')
@Controller('api/v1')
export class TicketsController {
  constructor(private readonly tickets: TicketsService) {}

  @Get('tickets/member=:bbs_no')
  @Access(Policy.memberSelf(inParam('bbs_no'), OWN_CARDS))
  @ApiOperation({
    operationId: 'listMemberTickets',
    summary: "The member's tickets, newest first (is_used tells the redeemed ones)",
    description: "Only the caller's own tickets (the member number in the path is theirs).",
  })
  @ApiOkResponse({ description: "The member's tickets", type: [TicketView] })
  list(
    @CurrentCaller() caller: MemberCaller,
    @Param('bbs_no', idPipe('bbs_no')) _memberNo: number,
  ): Promise<TicketView[]> {
    return this.tickets.list(caller);
  }

  @Get('ticket/ticket_id=:id')
  @Access(Policy.member)
  @ApiOperation({
    operationId: 'getTicket',
    summary: "One of the member's tickets",
    description: "Only the caller's own ticket (404 otherwise).",
  })
  @ApiOkResponse({ description: 'The ticket', type: TicketView })
  @ApiNotFoundResponse({ description: MESSAGES.noTicket })
  one(
    @CurrentCaller() caller: MemberCaller,
    @Param('id', idPipe('ticket_id')) ticketId: number,
  ): Promise<TicketView> {
    return this.tickets.one(caller, ticketId);
  }

  @Put('ticket/use/ticket_id=:id')
  @Access(Policy.member)
  @ApiOperation({
    operationId: 'redeemTicket',
    summary: "Redeem a ticket with the store's password (once; the store's redeemed count goes up)",
    description:
      'Too many wrong passwords lock redeeming for a while (429 TOO_MANY_ATTEMPTS, Retry-After). Send an Idempotency-Key: a retry after a lost answer gets the first answer, not a 404 for a used ticket.',
  })
  @ApiOkResponse({ description: 'Redeemed', type: TicketUsedView })
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
  @ApiOperation({
    operationId: 'deleteTicket',
    summary: "Delete one of the member's tickets",
    description: "Only the caller's own ticket.",
  })
  @ApiOkResponse({ description: 'Deleted', type: DeletedView })
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
    operationId: 'grantTicket',
    summary: 'Give a member a ticket by hand (administrators; members get tickets by completing a card)',
    description: 'Recorded in the ledger with the administrator who gave it.',
  })
  @ApiCreatedResponse({ description: 'The new ticket', type: TicketView })
  @ApiNotFoundResponse({ description: 'Store or member not found' })
  grant(@CurrentCaller() caller: AdminCaller, @Body() body: GrantTicketRequest): Promise<TicketView> {
    return this.tickets.grant(caller, body);
  }
}
