import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  Param,
  Post,
  Put,
  Query,
  Req,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiExtraModels,
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
  ListStoresMessage,
  RedeemedView,
  RemovedImagesView,
  StoreCodeLookupView,
  StoreFullView,
  StoreLoginRequest,
  StorePublicView,
  StoreRequests,
  StoreView,
  UpdateStoreRequest,
} from '@stamp/contracts';
import { ObjectStorage } from '@stamp/server-kit/storage';
import { MessageValidationError, validateMessage } from '@stamp/server-kit/validation';
import { MESSAGES, STORE_SORTS, StoreSort } from '@stamp/shared';
import { Allow, CurrentPrincipal, Public } from '../auth/access.decorators';
import { assertStoreAccess, seesFullStore } from '../auth/ownership';
import { Principal } from '../auth/principal';
import { TokenService } from '../auth/token.service';
import { BUS, GatewayBus, OBJECT_STORAGE } from '../http/bus-client';
import { idPipe } from '../http/params';
import { RequestId } from '../http/request-id.decorator';
import { AbuseLimits } from '../rate-limit/abuse-limits';
import { RateLimiter } from '../rate-limit/rate-limiter';
import { StoreImagesService } from '../images/store-images.service';
import { NORMAL_FIELD, REPRESENTATIVE_FIELD, storeImageMessages } from './store-images.rules';
import { StoreLoginView } from './store-login.view';

function requireSearchValue(value: string): string {
  const trimmed = value.trim();
  if (!trimmed) {
    throw new BadRequestException(MESSAGES.searchValueRequired);
  }
  return trimmed;
}

function sortOf(sort: string | undefined): StoreSort | undefined {
  if (sort === undefined || sort === '') {
    return undefined;
  }
  if (!(STORE_SORTS as readonly string[]).includes(sort)) {
    throw new BadRequestException(`sort must be one of ${STORE_SORTS.join(', ')}`);
  }
  return sort as StoreSort;
}

/** A store as the caller may see it: the full record (admin, its owner) or the public view. */
const STORE_SCHEMA = {
  oneOf: [{ $ref: getSchemaPath(StoreFullView) }, { $ref: getSchemaPath(StorePublicView) }],
};
const STORE_RESPONSE = { schema: STORE_SCHEMA };
const STORE_LIST_RESPONSE = { schema: { type: 'array' as const, items: STORE_SCHEMA } };

const LIST_DESCRIPTION =
  'Public view for everybody; an administrator gets every store in full, a store owner their own store in full.';

@ApiTags('Stores')
@ApiExtraModels(StoreFullView, StorePublicView, StoreCodeLookupView)
@Controller('api/v1')
export class StoresController {
  constructor(
    @Inject(BUS) private readonly bus: GatewayBus,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly tokens: TokenService,
    private readonly rateLimiter: RateLimiter,
    private readonly storeImages: StoreImagesService,
  ) {}

  private list(
    principal: Principal | undefined,
    filter: Omit<ListStoresMessage, 'full'>,
    requestId: string,
  ): Promise<StoreView[]> {
    return this.bus.request(
      StoreRequests.listStores,
      {
        ...filter,
        full: principal?.kind === 'admin',
        fullForStoreId: principal?.kind === 'store' ? principal.storeId : undefined,
      },
      { requestId },
    );
  }

  @Get('stores')
  @Public()
  @ApiOperation({ summary: 'All stores with their images and mission', description: LIST_DESCRIPTION })
  @ApiQuery({ name: 'sort', required: false, enum: STORE_SORTS, description: 'newest (default) or name' })
  @ApiQuery({ name: 'code', required: false, description: 'Filter by store code (admin search)' })
  @ApiOkResponse(STORE_LIST_RESPONSE)
  all(
    @CurrentPrincipal() principal: Principal | undefined,
    @RequestId() requestId: string,
    @Query('sort') sort?: string,
    @Query('code') code?: string,
  ): Promise<StoreView[]> {
    return this.list(
      principal,
      { sort: sortOf(sort), code: code === undefined ? undefined : requireSearchValue(code) },
      requestId,
    );
  }

  @Get('store/region=:region/only')
  @Public()
  @ApiOperation({ summary: 'Stores of a region', description: LIST_DESCRIPTION })
  @ApiQuery({ name: 'sort', required: false, enum: STORE_SORTS })
  @ApiOkResponse(STORE_LIST_RESPONSE)
  @ApiBadRequestResponse({ description: MESSAGES.searchValueRequired })
  byRegion(
    @CurrentPrincipal() principal: Principal | undefined,
    @Param('region') region: string,
    @RequestId() requestId: string,
    @Query('sort') sort?: string,
  ): Promise<StoreView[]> {
    return this.list(principal, { region: requireSearchValue(region), sort: sortOf(sort) }, requestId);
  }

  @Get('store/region=:region/province=:province')
  @Public()
  @ApiOperation({ summary: 'Stores of a region and province/city', description: LIST_DESCRIPTION })
  @ApiQuery({ name: 'sort', required: false, enum: STORE_SORTS })
  @ApiOkResponse(STORE_LIST_RESPONSE)
  @ApiBadRequestResponse({ description: MESSAGES.searchValueRequired })
  byProvince(
    @CurrentPrincipal() principal: Principal | undefined,
    @Param('region') region: string,
    @Param('province') province: string,
    @RequestId() requestId: string,
    @Query('sort') sort?: string,
  ): Promise<StoreView[]> {
    return this.list(
      principal,
      {
        region: requireSearchValue(region),
        province: requireSearchValue(province),
        sort: sortOf(sort),
      },
      requestId,
    );
  }

  @Get('stores/name=:name')
  @Public()
  @ApiOperation({
    summary: 'Stores whose name contains the text (case-insensitive)',
    description: LIST_DESCRIPTION,
  })
  @ApiQuery({ name: 'sort', required: false, enum: STORE_SORTS })
  @ApiOkResponse(STORE_LIST_RESPONSE)
  @ApiBadRequestResponse({ description: MESSAGES.searchValueRequired })
  byName(
    @CurrentPrincipal() principal: Principal | undefined,
    @Param('name') name: string,
    @RequestId() requestId: string,
    @Query('sort') sort?: string,
  ): Promise<StoreView[]> {
    return this.list(principal, { name: requireSearchValue(name), sort: sortOf(sort) }, requestId);
  }

  @Get('store/code/:code')
  @Public()
  @ApiOperation({ summary: 'Whether a store code exists: {id, name} or null, nothing else' })
  @ApiOkResponse({
    description: 'null when no store has this code',
    schema: { nullable: true, allOf: [{ $ref: getSchemaPath(StoreCodeLookupView) }] },
  })
  byCode(@Param('code') code: string, @RequestId() requestId: string): Promise<StoreCodeLookupView | null> {
    return this.bus.request(StoreRequests.findByCode, { code: requireSearchValue(code) }, { requestId });
  }

  @Get('store/:id')
  @Public()
  @ApiOperation({ summary: 'One store', description: LIST_DESCRIPTION })
  @ApiOkResponse(STORE_RESPONSE)
  @ApiNotFoundResponse({ description: 'Store not found' })
  one(
    @CurrentPrincipal() principal: Principal | undefined,
    @Param('id', idPipe()) id: number,
    @RequestId() requestId: string,
  ): Promise<StoreView> {
    return this.bus.request(
      StoreRequests.getStore,
      { id, full: seesFullStore(principal, id) },
      { requestId },
    );
  }

  @Post('store/create')
  @Allow('admin')
  @ApiOperation({
    summary: 'Register a store (the code is generated when absent or taken)',
    description:
      'JSON: the store fields; images are uploaded afterwards. multipart/form-data: the same fields plus the files ' +
      '`representative` (one) and `images` (1 to 15 normal), checked with the spec messages after the field messages ' +
      "('Store image is required', 'Representative image is required', 'Normal image is required', " +
      "'Store image should be less than 15'); the store is created with its images or not at all.",
  })
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiBody({ type: CreateStoreRequest })
  @ApiCreatedResponse({ type: CreatedIdView })
  @ApiBadRequestResponse({
    description: 'Validation failed; `errors` lists every message in the spec order',
    example: {
      statusCode: 400,
      message: 'Store name is required',
      errors: ['Store name is required', 'Address is required'],
    },
  })
  async create(@Req() request: FastifyRequest, @RequestId() requestId: string): Promise<CreatedIdView> {
    if (!request.isMultipart()) {
      return this.bus.request(
        StoreRequests.createStore,
        await validateMessage(CreateStoreRequest, request.body),
        { requestId },
      );
    }
    const form = await this.storeImages.readForm(request, [REPRESENTATIVE_FIELD, NORMAL_FIELD]);
    const representative = form.files.filter((file) => file.field === REPRESENTATIVE_FIELD);
    const normal = form.files.filter((file) => file.field === NORMAL_FIELD);
    let fields: CreateStoreRequest | undefined;
    let fieldErrors: string[] = [];
    try {
      fields = await validateMessage(CreateStoreRequest, form.fields);
    } catch (error) {
      if (!(error instanceof MessageValidationError)) {
        throw error;
      }
      fieldErrors = error.errors;
    }
    const errors = [...fieldErrors, ...storeImageMessages(representative.length, normal.length)];
    if (!fields || errors.length > 0) {
      throw new MessageValidationError(errors);
    }
    const { id } = await this.bus.request(StoreRequests.createStore, fields, { requestId });
    try {
      await this.storeImages.attach(id, 'representative', representative, requestId);
      await this.storeImages.attach(id, 'normal', normal, requestId);
    } catch (error) {
      const removed = await this.bus.request(StoreRequests.deleteStore, { id }, { requestId });
      await this.storage.delete(removed.removed);
      throw error;
    }
    return { id };
  }

  @Post('store/login')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: "Store-owner login: the store's code, its e-mail and the store password" })
  @ApiOkResponse({ type: StoreLoginView })
  @ApiUnauthorizedResponse({ description: MESSAGES.loginCheckEmailPassword })
  @ApiTooManyRequestsResponse({ description: 'Too many attempts (Retry-After says when to try again)' })
  async login(
    @Body() body: StoreLoginRequest,
    @Req() request: FastifyRequest,
    @RequestId() requestId: string,
  ): Promise<StoreLoginView> {
    await this.rateLimiter.consume(AbuseLimits.storeLogin(request.ip, body.code));
    const store = await this.bus.request(StoreRequests.verifyOwner, body, { requestId });
    return { token: this.tokens.sign({ kind: 'store', storeId: store.id }), store: store as StoreFullView };
  }

  @Put('store/update')
  @Allow('admin', 'store')
  @ApiOperation({
    summary: 'Update a store',
    description:
      "Admin: every field but the code. The store's owner: name, password, phone_number, region, province, address.",
  })
  @ApiOkResponse({ type: StoreFullView })
  update(
    @CurrentPrincipal() principal: Principal,
    @Body() body: UpdateStoreRequest,
    @RequestId() requestId: string,
  ): Promise<StoreView> {
    const actor = assertStoreAccess(principal, body.id);
    return this.bus.request(StoreRequests.updateStore, { actor, changes: body }, { requestId });
  }

  @Delete('store/delete/:id')
  @Allow('admin')
  @ApiOperation({ summary: 'Delete a store with its mission, images and notices' })
  @ApiOkResponse({ type: RemovedImagesView })
  @ApiNotFoundResponse({ description: 'Store not found' })
  async remove(
    @Param('id', idPipe()) id: number,
    @RequestId() requestId: string,
  ): Promise<RemovedImagesView> {
    const result = await this.bus.request(StoreRequests.deleteStore, { id }, { requestId });
    await this.storage.delete(result.removed);
    return result;
  }

  @Put('store/:id/redeemed')
  @Allow('admin')
  @ApiOperation({
    summary: 'Count one more redeemed coupon (redemption also counts itself when a ticket is used)',
  })
  @ApiOkResponse({ type: RedeemedView })
  redeemed(@Param('id', idPipe()) id: number, @RequestId() requestId: string): Promise<RedeemedView> {
    return this.bus.request(StoreRequests.incrementRedeemed, { id }, { requestId });
  }
}
