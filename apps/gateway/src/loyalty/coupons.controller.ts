import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Post, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
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

@ApiTags('Coupons and tickets')
@ApiForbiddenResponse({ description: "Another member's card (member(self) only)" })
@Controller('api/v1')
export class CouponsController {
  constructor(private readonly coupons: CouponsService) {}

  @Get('coupons/member=:bbs_no')
  @Access(Policy.memberSelf(inParam('bbs_no'), OWN_CARDS))
  @ApiOperation({
    operationId: 'listMemberCoupons',
    summary: "The member's stamp cards, newest first, each with its mission and store",
    description: "Only the caller's own cards (the member number in the path is theirs).",
  })
  @ApiOkResponse({ description: "The member's cards", type: [CouponView] })
  list(
    @CurrentCaller() caller: MemberCaller,
    @Param('bbs_no', idPipe('bbs_no')) _memberNo: number,
  ): Promise<CouponView[]> {
    return this.coupons.list(caller);
  }

  @Get('coupon/member=:bbs_no/mission=:missionId')
  @Access(Policy.memberSelf(inParam('bbs_no'), OWN_CARDS))
  @ApiOperation({
    operationId: 'getMemberCoupon',
    summary: "The member's card for a mission",
    description: "Only the caller's own card; 404 until they make one with createCoupon.",
  })
  @ApiOkResponse({ description: 'The card', type: CouponView })
  @ApiNotFoundResponse({ description: `${MESSAGES.noCoupon}: no card yet (create one)` })
  one(
    @CurrentCaller() caller: MemberCaller,
    @Param('bbs_no', idPipe('bbs_no')) _memberNo: number,
    @Param('missionId', idPipe('mission_id')) missionId: number,
  ): Promise<CouponView> {
    return this.coupons.one(caller, missionId);
  }

  @Post('coupon/create')
  @Access(Policy.memberSelf(inBody('user_id'), OWN_CARDS))
  @ApiOperation({
    operationId: 'createCoupon',
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
  @ApiOperation({
    operationId: 'addStamp',
    summary: "Add a stamp with the store's password",
    description:
      `'${MESSAGES.stampAdded}' with the card, or on the last stamp '${MESSAGES.missionComplete}' ` +
      'with the ticket (the card is gone). Wrong passwords in a row lock stamping at that store for a while ' +
      '(429, Retry-After; the password is then not checked). A store with many wrong passwords lately, or a ' +
      'client address with many, does not check the password of a member who has never stamped at that ' +
      'store (429, Retry-After).',
  })
  @ApiOkResponse({
    description: 'The stamp is added, or the card is complete and a ticket made',
    type: StampResultView,
  })
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
  @ApiOperation({
    operationId: 'deleteCoupon',
    summary: "Delete the member's own card (its stamps are lost)",
    description: "Only the caller's own card.",
  })
  @ApiOkResponse({ description: 'Deleted', type: DeletedView })
  @ApiNotFoundResponse({ description: MESSAGES.noCoupon })
  remove(
    @CurrentCaller() caller: MemberCaller,
    @Param('id', idPipe()) couponId: number,
  ): Promise<DeletedView> {
    return this.coupons.remove(caller, couponId);
  }
}
