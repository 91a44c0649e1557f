import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Post, Res } from '@nestjs/common';
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
  StampResultView,
  StorePasswordRequest,
} from '@stamp/contracts';
import { MESSAGES } from '@stamp/shared';
import { Policy, inBody, inParam } from '../auth/access-policy';
import { Access } from '../auth/access.decorators';
import { CurrentCaller, MemberCaller } from '../http/caller';
import { idPipe } from '../http/params';
import { CouponsService } from './coupons.service';

/** The 403 of a route naming another member's cards or tickets. */
export const OWN_CARDS = 'You may only use your own coupons and tickets.';

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
  constructor(private readonly coupons: CouponsService) {}

  @Get('coupons/member=:bbsNo')
  @Access(Policy.memberSelf(inParam('bbsNo'), OWN_CARDS))
  @ApiOperation({ summary: "The member's stamp cards, newest first, each with its mission and store" })
  @ApiOkResponse({ type: [CouponView] })
  list(
    @CurrentCaller() caller: MemberCaller,
    @Param('bbsNo', idPipe('bbs_no')) _memberNo: number,
  ): Promise<CouponView[]> {
    return this.coupons.list(caller);
  }

  @Get('coupon/member=:bbsNo/mission=:missionId')
  @Access(Policy.memberSelf(inParam('bbsNo'), OWN_CARDS))
  @ApiOperation({ summary: "The member's card for a mission" })
  @ApiOkResponse({ type: CouponView })
  @ApiNotFoundResponse({ description: `${MESSAGES.noCoupon}: no card yet (create one)` })
  one(
    @CurrentCaller() caller: MemberCaller,
    @Param('bbsNo', idPipe('bbs_no')) _memberNo: number,
    @Param('missionId', idPipe('mission_id')) missionId: number,
  ): Promise<CouponView> {
    return this.coupons.one(caller, missionId);
  }

  @Post('coupon/create')
  @Access(Policy.memberSelf(inBody('user_id'), OWN_CARDS))
  @ApiOperation({
    summary: "Make the member's card for a mission (201), or return the one they have (200)",
    description: 'At most one card per member and mission. A new card needs an active mission.',
  })
  @ApiCreatedResponse({ type: CouponView, description: 'A new card' })
  @ApiOkResponse({ type: CouponView, description: 'The card the member already had' })
  @ApiNotFoundResponse({ description: MESSAGES.missionCommunicationError })
  @ApiConflictResponse({ description: MESSAGES.missionInactive })
  async create(
    @CurrentCaller() caller: MemberCaller,
    @Body() body: CreateCouponRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CouponView> {
    const { coupon, created } = await this.coupons.create(caller, body.mission_id);
    void reply.status(created ? 201 : 200);
    return coupon;
  }

  @Post('coupon/:id/add')
  @Access(Policy.member)
  @HttpCode(200)
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiOperation({
    summary: "Add a stamp with the store's password",
    description:
      `'${MESSAGES.stampAdded}' with the card, or on the last stamp '${MESSAGES.missionComplete}' ` +
      'with the ticket (the card is gone). Wrong passwords in a row lock stamping at that store for a while ' +
      '(429, Retry-After; the password is then not checked). A store with many wrong passwords lately, or a ' +
      'client address with many, does not check the password of a member who has never stamped at that ' +
      'store (429, Retry-After).',
  })
  @ApiOkResponse({ type: StampResultView })
  @ApiBadRequestResponse({ description: MESSAGES.passwordIncorrect })
  @ApiNotFoundResponse({ description: `${MESSAGES.noCoupon}: no such card (or it just completed)` })
  @ApiConflictResponse({ description: `${MESSAGES.missionInactive} / Idempotency-Key reused` })
  @ApiTooManyRequestsResponse({ description: MESSAGES.tooManyAttempts })
  addStamp(
    @CurrentCaller() caller: MemberCaller,
    @Param('id', idPipe()) couponId: number,
    @Body() body: StorePasswordRequest,
    @Headers('idempotency-key') idempotencyKey?: string,
  ): Promise<StampResultView> {
    return this.coupons.addStamp(caller, couponId, body.password, idempotencyKey);
  }

  @Delete('coupon/:id/delete')
  @Access(Policy.member)
  @ApiOperation({ summary: "Delete the member's own card (its stamps are lost)" })
  @ApiOkResponse({ type: DeletedView })
  @ApiNotFoundResponse({ description: MESSAGES.noCoupon })
  remove(
    @CurrentCaller() caller: MemberCaller,
    @Param('id', idPipe()) couponId: number,
  ): Promise<DeletedView> {
    return this.coupons.remove(caller, couponId);
  }
}
