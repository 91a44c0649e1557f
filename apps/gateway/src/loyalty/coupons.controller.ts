import { Body, Controller, Delete, Get, Headers, HttpCode, Inject, Param, Post, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { FastifyReply } from 'fastify';
import {
  CouponView,
  CreateCouponRequest,
  DeletedView,
  LoyaltyRequests,
  StampResultView,
  StorePasswordRequest,
} from '@stamp/contracts';
import { MESSAGES } from '@stamp/shared';
import { Allow, CurrentPrincipal } from '../auth/access.decorators';
import { Principal } from '../auth/principal';
import { BUS, GatewayBus } from '../http/bus-client';
import { RequestId } from '../http/request-id.decorator';
import { idPipe } from '../http/params';
import { assertSelf, idempotencyKeyOf, memberOf } from './member-access';

export const IDEMPOTENCY_HEADER = {
  name: 'Idempotency-Key',
  required: false,
  description:
    'A retry with the same key within 24 hours returns the first answer and changes nothing; the same key ' +
    'with another request answers 409.',
};

@ApiTags('Coupons and tickets')
@ApiForbiddenResponse({ description: "Another member's card (member(self) only)" })
@Controller('api/v1')
export class CouponsController {
  constructor(@Inject(BUS) private readonly bus: GatewayBus) {}

  @Get('coupons/member=:bbsNo')
  @Allow('member')
  @ApiOperation({ summary: "The member's stamp cards, newest first, each with its mission and store" })
  @ApiOkResponse({ type: [CouponView] })
  list(
    @CurrentPrincipal() principal: Principal,
    @Param('bbsNo', idPipe('bbs_no')) bbsNo: number,
    @RequestId() requestId: string,
  ): Promise<CouponView[]> {
    return this.bus.request(
      LoyaltyRequests.listCoupons,
      { bbsNo: assertSelf(principal, bbsNo) },
      { requestId },
    );
  }

  @Get('coupon/member=:bbsNo/mission=:missionId')
  @Allow('member')
  @ApiOperation({ summary: "The member's card for a mission" })
  @ApiOkResponse({ type: CouponView })
  @ApiNotFoundResponse({ description: `${MESSAGES.noCoupon}: no card yet (create one)` })
  one(
    @CurrentPrincipal() principal: Principal,
    @Param('bbsNo', idPipe('bbs_no')) bbsNo: number,
    @Param('missionId', idPipe('mission_id')) missionId: number,
    @RequestId() requestId: string,
  ): Promise<CouponView> {
    return this.bus.request(
      LoyaltyRequests.getCoupon,
      { bbsNo: assertSelf(principal, bbsNo), missionId },
      { requestId },
    );
  }

  @Post('coupon/create')
  @Allow('member')
  @ApiOperation({
    summary: "Make the member's card for a mission (201), or return the one they have (200)",
    description: 'At most one card per member and mission. A new card needs an active mission.',
  })
  @ApiCreatedResponse({ type: CouponView, description: 'A new card' })
  @ApiOkResponse({ type: CouponView, description: 'The card the member already had' })
  @ApiNotFoundResponse({ description: MESSAGES.missionCommunicationError })
  @ApiConflictResponse({ description: MESSAGES.missionInactive })
  async create(
    @CurrentPrincipal() principal: Principal,
    @Body() body: CreateCouponRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @RequestId() requestId: string,
  ): Promise<CouponView> {
    const { coupon, created } = await this.bus.request(
      LoyaltyRequests.createCoupon,
      { bbsNo: assertSelf(principal, body.user_id), missionId: body.mission_id },
      { requestId },
    );
    void reply.status(created ? 201 : 200);
    return coupon;
  }

  @Post('coupon/:id/add')
  @Allow('member')
  @HttpCode(200)
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiOperation({
    summary: "Add a stamp with the store's password",
    description:
      `'${MESSAGES.stampAdded}' with the card, or on the last stamp '${MESSAGES.missionComplete}' ` +
      'with the ticket (the card is gone). Wrong passwords in a row lock stamping at that store for a while ' +
      '(429, Retry-After).',
  })
  @ApiOkResponse({ type: StampResultView })
  @ApiBadRequestResponse({ description: MESSAGES.passwordIncorrect })
  @ApiNotFoundResponse({ description: `${MESSAGES.noCoupon}: no such card (or it just completed)` })
  @ApiConflictResponse({ description: `${MESSAGES.missionInactive} / Idempotency-Key reused` })
  @ApiTooManyRequestsResponse({ description: MESSAGES.tooManyAttempts })
  addStamp(
    @CurrentPrincipal() principal: Principal,
    @Param('id', idPipe()) couponId: number,
    @Body() body: StorePasswordRequest,
    @RequestId() requestId: string,
    @Headers('idempotency-key') idempotencyKey?: string,
  ): Promise<StampResultView> {
    return this.bus.request(
      LoyaltyRequests.addStamp,
      {
        bbsNo: memberOf(principal),
        couponId,
        password: body.password,
        idempotencyKey: idempotencyKeyOf(idempotencyKey),
      },
      { requestId },
    );
  }

  @Delete('coupon/:id/delete')
  @Allow('member')
  @ApiOperation({ summary: "Delete the member's own card (its stamps are lost)" })
  @ApiOkResponse({ type: DeletedView })
  @ApiNotFoundResponse({ description: MESSAGES.noCoupon })
  remove(
    @CurrentPrincipal() principal: Principal,
    @Param('id', idPipe()) couponId: number,
    @RequestId() requestId: string,
  ): Promise<DeletedView> {
    return this.bus.request(
      LoyaltyRequests.deleteCoupon,
      { bbsNo: memberOf(principal), couponId },
      { requestId },
    );
  }
}
