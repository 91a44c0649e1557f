import { Body, Controller, Delete, Get, Headers, Inject, Param, Post, Put } from '@nestjs/common';
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
  LoyaltyRequests,
  StorePasswordRequest,
  TicketUsedView,
  TicketView,
} from '@stamp/contracts';
import { MESSAGES } from '@stamp/shared';
import { Allow, CurrentPrincipal } from '../auth/access.decorators';
import { Principal } from '../auth/principal';
import { BUS, GatewayBus } from '../http/bus-client';
import { idPipe } from '../http/params';
import { RequestId } from '../http/request-id.decorator';
import { IDEMPOTENCY_HEADER } from './coupons.controller';
import { adminOf, assertSelf, idempotencyKeyOf, memberOf } from './member-access';

@ApiTags('Coupons and tickets')
@Controller('api/v1')
export class TicketsController {
  constructor(@Inject(BUS) private readonly bus: GatewayBus) {}

  @Get('tickets/member=:bbsNo')
  @Allow('member')
  @ApiOperation({ summary: "The member's tickets, newest first (is_used tells the redeemed ones)" })
  @ApiOkResponse({ type: [TicketView] })
  list(
    @CurrentPrincipal() principal: Principal,
    @Param('bbsNo', idPipe('bbs_no')) bbsNo: number,
    @RequestId() requestId: string,
  ): Promise<TicketView[]> {
    return this.bus.request(
      LoyaltyRequests.listTickets,
      { bbsNo: assertSelf(principal, bbsNo) },
      { requestId },
    );
  }

  @Get('ticket/ticket_id=:id')
  @Allow('member')
  @ApiOperation({ summary: "One of the member's tickets" })
  @ApiOkResponse({ type: TicketView })
  @ApiNotFoundResponse({ description: MESSAGES.noTicket })
  one(
    @CurrentPrincipal() principal: Principal,
    @Param('id', idPipe('ticket_id')) ticketId: number,
    @RequestId() requestId: string,
  ): Promise<TicketView> {
    return this.bus.request(
      LoyaltyRequests.getTicket,
      { bbsNo: memberOf(principal), ticketId },
      { requestId },
    );
  }

  @Put('ticket/use/ticket_id=:id')
  @Allow('member')
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiOperation({
    summary: "Redeem a ticket with the store's password (once; the store's redeemed count goes up)",
  })
  @ApiOkResponse({ type: TicketUsedView })
  @ApiBadRequestResponse({ description: MESSAGES.passwordIncorrect })
  @ApiNotFoundResponse({ description: `${MESSAGES.noTicket} (unknown or already used)` })
  @ApiTooManyRequestsResponse({ description: MESSAGES.tooManyAttempts })
  use(
    @CurrentPrincipal() principal: Principal,
    @Param('id', idPipe('ticket_id')) ticketId: number,
    @Body() body: StorePasswordRequest,
    @RequestId() requestId: string,
    @Headers('idempotency-key') idempotencyKey?: string,
  ): Promise<TicketUsedView> {
    return this.bus.request(
      LoyaltyRequests.useTicket,
      {
        bbsNo: memberOf(principal),
        ticketId,
        password: body.password,
        idempotencyKey: idempotencyKeyOf(idempotencyKey),
      },
      { requestId },
    );
  }

  @Delete('ticket/ticket_id=:id')
  @Allow('member')
  @ApiOperation({ summary: "Delete one of the member's tickets" })
  @ApiOkResponse({ type: DeletedView })
  @ApiNotFoundResponse({ description: MESSAGES.noTicket })
  remove(
    @CurrentPrincipal() principal: Principal,
    @Param('id', idPipe('ticket_id')) ticketId: number,
    @RequestId() requestId: string,
  ): Promise<DeletedView> {
    return this.bus.request(
      LoyaltyRequests.deleteTicket,
      { bbsNo: memberOf(principal), ticketId },
      { requestId },
    );
  }

  @Post('ticket/create')
  @Allow('admin')
  @ApiOperation({
    summary: 'Give a member a ticket by hand (administrators; members get tickets by completing a card)',
  })
  @ApiCreatedResponse({ type: TicketView })
  @ApiNotFoundResponse({ description: 'Store or member not found' })
  grant(
    @CurrentPrincipal() principal: Principal,
    @Body() body: GrantTicketRequest,
    @RequestId() requestId: string,
  ): Promise<TicketView> {
    return this.bus.request(
      LoyaltyRequests.grantTicket,
      {
        user_id: body.user_id,
        store_id: body.store_id,
        adminId: adminOf(principal),
      },
      { requestId },
    );
  }
}
