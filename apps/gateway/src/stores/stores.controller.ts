import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import { FastifyRequest } from 'fastify';
import {
  CreatedIdView,
  CreateStoreRequest,
  OwnerPasswordLinkRequest,
  RedeemedView,
  StampCodeView,
  RemovedImagesView,
  SetOwnerPasswordRequest,
  StoreCodeLookupView,
  StoreFullView,
  StoreLoginRequest,
  StorePublicView,
  StoreView,
  UpdateStoreRequest,
} from '@stamp/contracts';
import { MESSAGES, STORE_SORTS } from '@stamp/shared';
import { Policy, inBody, inParam } from '../auth/access-policy';
import { Access } from '../auth/access.decorators';
import { AdminCaller, AdminOrOwnerCaller, Caller, CurrentCaller } from '../http/caller';
import { CachedRead, ForgetsReads, STORE_LIST_CACHE } from '../http/cached-read';
import { PUBLIC_STORE_LISTS } from '../http/shared-reads';
import { idPipe, searchTextPipe } from '../http/params';
import { StoreListQuery, StoreSortQuery } from './dto/store-list.query';
import { StoreLoginView } from './store-login.view';
import { OwnerLoginsService } from './owner-logins.service';
import { StoresService } from './stores.service';

/**
 * A store as the caller may see it: the full record (admin, its owner) or the public view. `anyOf`, not
 * `oneOf`: the full record has every field of the public view, so it matches both.
 */
const STORE_SCHEMA = {
  anyOf: [{ $ref: getSchemaPath(StoreFullView) }, { $ref: getSchemaPath(StorePublicView) }],
};
const STORE_RESPONSE = { description: 'The store, as the caller may see it', schema: STORE_SCHEMA };
const storeListResponse = (description: string) => ({
  description,
  schema: { type: 'array' as const, items: STORE_SCHEMA },
});

const LIST_DESCRIPTION =
  'Public view for everybody; an administrator gets every store in full, a store owner their own store in full.';

@ApiTags('Stores')
@ApiExtraModels(StoreFullView, StorePublicView, StoreCodeLookupView)
@Controller('api/v1')
export class StoresController {
  constructor(
    private readonly stores: StoresService,
    private readonly ownerLogins: OwnerLoginsService,
  ) {}

  @Get('stores')
  @Access(Policy.public)
  @CachedRead(STORE_LIST_CACHE)
  @ApiOperation({
    operationId: 'listStores',
    summary: 'All stores with their images and mission',
    description: LIST_DESCRIPTION,
  })
  @ApiQuery({
    name: 'code',
    required: false,
    type: String,
    description:
      'Filter by store code (admin search); limited per client address for everyone else (429, Retry-After)',
  })
  @ApiQuery({ name: 'sort', required: false, enum: STORE_SORTS, description: 'newest (default) or name' })
  @ApiOkResponse(storeListResponse('The stores, newest first unless sorted by name'))
  @ApiTooManyRequestsResponse({ description: 'Too many code look-ups from this address' })
  all(@CurrentCaller() caller: Caller, @Query() query: StoreListQuery): Promise<StoreView[]> {
    return this.stores.list(caller, { sort: query.sort, code: query.code });
  }

  @Get('store/region=:region/only')
  @Access(Policy.public)
  @CachedRead(STORE_LIST_CACHE)
  @ApiOperation({
    operationId: 'listStoresOfRegion',
    summary: 'Stores of a region',
    description: LIST_DESCRIPTION,
  })
  @ApiQuery({ name: 'sort', required: false, enum: STORE_SORTS })
  @ApiOkResponse(storeListResponse('The stores of the region'))
  @ApiBadRequestResponse({ description: MESSAGES.searchValueRequired })
  byRegion(
    @CurrentCaller() caller: Caller,
    @Param('region', searchTextPipe()) region: string,
    @Query() query: StoreSortQuery,
  ): Promise<StoreView[]> {
    return this.stores.list(caller, { sort: query.sort, region });
  }

  @Get('store/region=:region/province=:province')
  @Access(Policy.public)
  @CachedRead(STORE_LIST_CACHE)
  @ApiOperation({
    operationId: 'listStoresOfProvince',
    summary: 'Stores of a region and province/city',
    description: LIST_DESCRIPTION,
  })
  @ApiQuery({ name: 'sort', required: false, enum: STORE_SORTS })
  @ApiOkResponse(storeListResponse('The stores of the region and province/city'))
  @ApiBadRequestResponse({ description: MESSAGES.searchValueRequired })
  byProvince(
    @CurrentCaller() caller: Caller,
    @Param('region', searchTextPipe()) region: string,
    @Param('province', searchTextPipe()) province: string,
    @Query() query: StoreSortQuery,
  ): Promise<StoreView[]> {
    return this.stores.list(caller, { sort: query.sort, region, province });
  }

  @Get('stores/name=:name')
  @Access(Policy.public)
  @ApiOperation({
    operationId: 'searchStoresByName',
    summary: 'Stores whose name contains the text (case-insensitive)',
    description: LIST_DESCRIPTION,
  })
  @ApiQuery({ name: 'sort', required: false, enum: STORE_SORTS })
  @ApiOkResponse(storeListResponse('The matching stores'))
  @ApiBadRequestResponse({ description: MESSAGES.searchValueRequired })
  byName(
    @CurrentCaller() caller: Caller,
    @Param('name', searchTextPipe()) name: string,
    @Query() query: StoreSortQuery,
  ): Promise<StoreView[]> {
    return this.stores.list(caller, { sort: query.sort, name });
  }

  @Get('store/code/:code')
  @Access(Policy.public)
  @ApiOperation({
    operationId: 'findStoreByCode',
    summary: 'Whether a store code exists: {id, name} or null, nothing else',
    description: 'Limited per client address (administrators excepted): past it, 429 with Retry-After.',
  })
  @ApiTooManyRequestsResponse({ description: 'Too many code look-ups from this address (Retry-After)' })
  @ApiOkResponse({
    description: 'null when no store has this code',
    schema: { type: 'object', nullable: true, allOf: [{ $ref: getSchemaPath(StoreCodeLookupView) }] },
  })
  byCode(
    @CurrentCaller() caller: Caller,
    @Param('code', searchTextPipe()) code: string,
  ): Promise<StoreCodeLookupView | null> {
    return this.stores.findByCode(caller, code);
  }

  @Get('store/:id')
  @Access(Policy.public)
  @ApiOperation({ operationId: 'getStore', summary: 'One store', description: LIST_DESCRIPTION })
  @ApiOkResponse(STORE_RESPONSE)
  @ApiNotFoundResponse({ description: 'Store not found' })
  one(@CurrentCaller() caller: Caller, @Param('id', idPipe()) id: number): Promise<StoreView> {
    return this.stores.one(caller, id);
  }

  @Get('store/:id/stamp-code')
  @Access(Policy.anyOf(Policy.admin, Policy.storeOwnerOf(inParam('id'))))
  @ApiOperation({
    operationId: 'getStampCode',
    summary: "The store's current rotating stamp code, for the counter's screen",
    description:
      'For a store in rotating mode (`stamp_mode`): six digits that change every 30 seconds (RFC 6238), when the next replaces them, and the link of the QR code (the stamp page with the code). Stamping and redeeming take the code in `password`; the code of the step before is accepted too. Never cache it past `expires_at`.',
  })
  @ApiOkResponse({ description: 'The current code, when it expires, and the QR link', type: StampCodeView })
  @ApiForbiddenResponse({ description: 'Not an administrator or this store’s owner' })
  @ApiNotFoundResponse({ description: 'Store not found' })
  @ApiConflictResponse({ description: MESSAGES.stampCodeOff })
  stampCode(
    @CurrentCaller() caller: AdminOrOwnerCaller,
    @Param('id', idPipe()) id: number,
  ): Promise<StampCodeView> {
    return this.stores.stampCode(caller, id);
  }

  @Post('store/create')
  @ForgetsReads(PUBLIC_STORE_LISTS, 'everyone')
  @Access(Policy.admin)
  @ApiOperation({
    operationId: 'createStore',
    summary: 'Register a store (the code is generated when absent or taken)',
    description:
      'JSON: the store fields; images are uploaded afterwards. multipart/form-data: the same fields plus the files ' +
      '`representative` (one) and `images` (1 to 15 normal), checked with the spec messages after the field messages ' +
      "('Store image is required', 'Representative image is required', 'Normal image is required', " +
      "'Store image should be less than 15'); the store is created with its images or not at all.",
  })
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiBody({ type: CreateStoreRequest })
  @ApiCreatedResponse({ description: "The new store's id", type: CreatedIdView })
  @ApiBadRequestResponse({
    description: 'Validation failed; `errors` lists every message in the spec order',
    example: {
      statusCode: 400,
      message: 'Store name is required',
      errors: ['Store name is required', 'Address is required'],
      code: 'STORE_NAME_REQUIRED',
    },
  })
  create(@CurrentCaller() caller: AdminCaller, @Req() request: FastifyRequest): Promise<CreatedIdView> {
    return this.stores.create(caller, request);
  }

  @Post('store/login')
  @Access(Policy.public)
  @HttpCode(200)
  @ApiOperation({
    operationId: 'logInStoreOwner',
    summary:
      "Store-owner login: the store's code, its e-mail and the owner password (never the stamp password)",
    description:
      'The token acts for the store: its missions, notices, images and regional pushes. A wrong code, e-mail or password answers the same 401.',
  })
  @ApiOkResponse({ description: "The owner's token and their store", type: StoreLoginView })
  @ApiUnauthorizedResponse({ description: MESSAGES.loginCheckEmailPassword })
  @ApiTooManyRequestsResponse({ description: 'Too many attempts (Retry-After says when to try again)' })
  login(@CurrentCaller() caller: Caller, @Body() body: StoreLoginRequest): Promise<StoreLoginView> {
    return this.ownerLogins.logIn(caller, body);
  }

  @Post('store/owner-password/link')
  @Access(Policy.public)
  @HttpCode(202)
  @ApiOperation({
    operationId: 'requestOwnerPasswordLink',
    summary: "Mail a single-use link (30 minutes) to set the owner password to the store's e-mail",
    description:
      'Answers 202 whatever the input; the mail goes out only when the code and the e-mail belong to one store.',
  })
  @ApiAcceptedResponse({ description: 'Accepted (a mail is sent only when the code and e-mail match)' })
  @ApiTooManyRequestsResponse({ description: 'Too many requests (Retry-After says when to try again)' })
  requestOwnerPasswordLink(
    @CurrentCaller() caller: Caller,
    @Body() body: OwnerPasswordLinkRequest,
  ): Promise<void> {
    return this.stores.requestOwnerPasswordLink(caller, body);
  }

  @Post('store/owner-password')
  @Access(Policy.public)
  @HttpCode(204)
  @ApiOperation({
    operationId: 'setOwnerPassword',
    summary: 'Set the owner password with the mailed token; ends the owner’s sessions',
    description: 'The token comes from the mailed link and works once, for 30 minutes.',
  })
  @ApiNoContentResponse({ description: 'The owner password is set' })
  @ApiBadRequestResponse({ description: MESSAGES.resetTokenInvalid })
  @ApiTooManyRequestsResponse({ description: 'Too many requests (Retry-After says when to try again)' })
  setOwnerPassword(@CurrentCaller() caller: Caller, @Body() body: SetOwnerPasswordRequest): Promise<void> {
    return this.stores.setOwnerPassword(caller, body);
  }

  @Put('store/update')
  @ForgetsReads(PUBLIC_STORE_LISTS, 'everyone')
  @Access(Policy.anyOf(Policy.admin, Policy.storeOwnerOf(inBody('id'))))
  @ApiOperation({
    operationId: 'updateStore',
    summary: 'Update a store',
    description:
      "Admin: every field but the code. The store's owner: name, password, phone_number, region, province, address, stamp_mode.",
  })
  @ApiOkResponse({ description: 'The store as it now is', type: StoreFullView })
  update(@CurrentCaller() caller: AdminOrOwnerCaller, @Body() body: UpdateStoreRequest): Promise<StoreView> {
    return this.stores.update(caller, body);
  }

  @Delete('store/delete/:id')
  @ForgetsReads(PUBLIC_STORE_LISTS, 'everyone')
  @Access(Policy.admin)
  @ApiOperation({
    operationId: 'deleteStore',
    summary: 'Delete a store with its mission, images and notices',
    description: "Administrators only; the store's images are removed from the image store too.",
  })
  @ApiOkResponse({ description: 'The image keys removed with it', type: RemovedImagesView })
  @ApiNotFoundResponse({ description: 'Store not found' })
  remove(
    @CurrentCaller() caller: AdminCaller,
    @Param('id', idPipe()) id: number,
  ): Promise<RemovedImagesView> {
    return this.stores.remove(caller, id);
  }

  @Put('store/:id/redeemed')
  @ForgetsReads(PUBLIC_STORE_LISTS, 'everyone')
  @Access(Policy.admin)
  @ApiOperation({
    operationId: 'countStoreRedemption',
    summary: 'Count one more redeemed coupon (redemption also counts itself when a ticket is used)',
    description: "For the back-office's manual count; redeeming a ticket counts itself.",
  })
  @ApiOkResponse({ description: "The store's new redeemed count", type: RedeemedView })
  redeemed(@CurrentCaller() caller: AdminCaller, @Param('id', idPipe()) id: number): Promise<RedeemedView> {
    return this.stores.countRedeemed(caller, id);
  }
}
