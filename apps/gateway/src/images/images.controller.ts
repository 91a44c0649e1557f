import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  NotFoundException,
  Param,
  Post,
  Req,
  Res,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiTags,
} from '@nestjs/swagger';
import { FastifyReply, FastifyRequest } from 'fastify';
import { IsArray, IsString, ValidateIf } from 'class-validator';
import { ImageUrlsRequest, RemovedImagesView, StoreRequests } from '@stamp/contracts';
import { ObjectStorage, assertSafeKey } from '@stamp/server-kit/storage';
import { IMAGE_TYPES, ImageType, MESSAGES } from '@stamp/shared';
import { Allow, CurrentPrincipal, Public } from '../auth/access.decorators';
import { assertStoreAccess, storeScope } from '../auth/ownership';
import { Principal } from '../auth/principal';
import { BUS, GatewayBus, OBJECT_STORAGE } from '../http/bus-client';
import { idPipe } from '../http/params';
import { RequestId } from '../http/request-id.decorator';
import { StoreImagesService, UNSUPPORTED_IMAGE, UploadedImageView } from './store-images.service';

class UploadResultView {
  @ApiProperty({ type: [UploadedImageView] }) images!: UploadedImageView[];
}

class ImageUrlsView {
  @ApiProperty({ type: [String] }) urls!: string[];
}

class DeleteImagesRequest {
  @ApiProperty({
    oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
    example: ['stores/12/0b7c6a4e-6a37-4c0e-9d0e-2f1c1d3b9a11.jpg'],
    description: 'One image key or a list of keys',
  })
  @ValidateIf((body: DeleteImagesRequest) => !Array.isArray(body.image))
  @IsString({ message: 'image must be an image key or a list of keys' })
  @ValidateIf((body: DeleteImagesRequest) => Array.isArray(body.image))
  @IsArray({ message: 'image must be an image key or a list of keys' })
  @IsString({ each: true, message: 'image must be an image key or a list of keys' })
  image!: string | string[];
}

@ApiTags('Images')
@Controller('api/v1')
export class ImagesController {
  constructor(
    @Inject(BUS) private readonly bus: GatewayBus,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly storeImages: StoreImagesService,
  ) {}

  @Post('upload/image/store=:id/type=:type')
  @Allow('admin', 'store')
  @ApiOperation({
    summary: "Upload a store's images (multipart field `images`)",
    description:
      'Files are checked by content, not by name. One representative image (a new one replaces the old); at most 15 normal images.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      properties: { images: { type: 'array', items: { type: 'string', format: 'binary' } } },
      required: ['images'],
    },
  })
  @ApiCreatedResponse({ type: UploadResultView })
  @ApiBadRequestResponse({ description: `${MESSAGES.storeImageLimit} / ${UNSUPPORTED_IMAGE}` })
  async upload(
    @CurrentPrincipal() principal: Principal,
    @Param('id', idPipe('store')) storeId: number,
    @Param('type') type: string,
    @Req() request: FastifyRequest,
    @RequestId() requestId: string,
  ): Promise<UploadResultView> {
    assertStoreAccess(principal, storeId);
    if (!(IMAGE_TYPES as readonly string[]).includes(type)) {
      throw new BadRequestException(`type must be one of ${IMAGE_TYPES.join(', ')}`);
    }
    const form = await this.storeImages.readForm(request, ['images']);
    if (form.files.length === 0) {
      throw new BadRequestException(MESSAGES.failedToUploadImages);
    }
    return { images: await this.storeImages.attach(storeId, type as ImageType, form.files, requestId) };
  }

  @Post('images/url')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'URLs that serve the bytes of these image keys, in the same order' })
  @ApiOkResponse({ type: ImageUrlsView })
  async urls(@Body() body: ImageUrlsRequest): Promise<ImageUrlsView> {
    body.keys.forEach((key) => {
      assertSafeKey(key);
    });
    return { urls: await Promise.all(body.keys.map((key) => this.storage.url(key))) };
  }

  @Delete('image')
  @Allow('admin', 'store')
  @ApiOperation({ summary: 'Delete images by key (an owner: only their own store’s)' })
  @ApiOkResponse({ type: RemovedImagesView })
  async remove(
    @CurrentPrincipal() principal: Principal,
    @Body() body: DeleteImagesRequest,
    @RequestId() requestId: string,
  ): Promise<RemovedImagesView> {
    const keys = Array.isArray(body.image) ? body.image : [body.image];
    if (keys.length === 0) {
      throw new BadRequestException('image must be an image key or a list of keys');
    }
    keys.forEach((key) => {
      assertSafeKey(key);
    });
    const result = await this.bus.request(
      StoreRequests.removeImages,
      { keys, storeId: storeScope(principal) },
      { requestId },
    );
    await this.storage.delete(result.removed);
    return result;
  }

  @Get('images/file/*')
  @Public()
  @ApiOperation({ summary: 'The bytes of a stored image (local storage driver)' })
  async file(@Param('*') key: string, @Res() reply: FastifyReply): Promise<void> {
    assertSafeKey(key);
    const object = await this.storage.get(key);
    if (!object) {
      throw new NotFoundException('Image not found');
    }
    await reply
      .header('Content-Type', object.contentType)
      .header('Cache-Control', 'public, max-age=86400, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .send(object.body);
  }
}
