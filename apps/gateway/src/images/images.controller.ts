import { randomUUID } from 'node:crypto';
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
import type { MultipartFile } from '@fastify/multipart';
import { FastifyReply, FastifyRequest } from 'fastify';
import { IsArray, IsString, ValidateIf } from 'class-validator';
import { ImageUrlsRequest, ImageView, RemovedImagesView, StoreRequests } from '@stamp/contracts';
import { MessageBus, ObjectStorage, assertSafeKey, sniffImage } from '@stamp/server-kit';
import { IMAGE_TYPES, ImageType, MESSAGES } from '@stamp/shared';
import { Allow, CurrentPrincipal, Public } from '../auth/access.decorators';
import { assertStoreAccess, storeScope } from '../auth/ownership';
import { Principal } from '../auth/principal';
import { BUS, OBJECT_STORAGE } from '../http/bus-client';
import { idPipe } from '../http/params';

class UploadedImageView extends ImageView {
  @ApiProperty({ example: 'http://localhost:3000/api/v1/images/file/stores/12/0b7c.jpg' }) url!: string;
}

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

const UNSUPPORTED_IMAGE = 'Only image files can be uploaded (JPEG, PNG, GIF or WebP).';

@ApiTags('Images')
@Controller('api/v1')
export class ImagesController {
  constructor(
    @Inject(BUS) private readonly bus: MessageBus,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
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
  ): Promise<UploadResultView> {
    assertStoreAccess(principal, storeId);
    if (!(IMAGE_TYPES as readonly string[]).includes(type)) {
      throw new BadRequestException(`type must be one of ${IMAGE_TYPES.join(', ')}`);
    }
    const files = await this.readImages(request);
    const keys: string[] = [];
    try {
      for (const file of files) {
        const key = `stores/${storeId}/${randomUUID()}.${file.ext}`;
        await this.storage.put(key, file.bytes, file.mime);
        keys.push(key);
      }
      const result = await this.bus.request(StoreRequests.addImages, {
        storeId,
        type: type as ImageType,
        keys,
      });
      await this.storage.delete(result.replaced);
      const images = await Promise.all(
        result.images.map(async (image) => ({ ...image, url: await this.storage.url(image.key) })),
      );
      return { images };
    } catch (error) {
      await this.storage.delete(keys);
      throw error;
    }
  }

  private async readImages(request: FastifyRequest): Promise<{ bytes: Buffer; mime: string; ext: string }[]> {
    if (!request.isMultipart()) {
      throw new BadRequestException('Send the images as multipart/form-data in the field "images".');
    }
    const files: { bytes: Buffer; mime: string; ext: string }[] = [];
    for await (const part of request.parts()) {
      if (part.type !== 'file') {
        continue;
      }
      await this.acceptImage(part, files);
    }
    if (files.length === 0) {
      throw new BadRequestException(MESSAGES.failedToUploadImages);
    }
    return files;
  }

  private async acceptImage(
    part: MultipartFile,
    files: { bytes: Buffer; mime: string; ext: string }[],
  ): Promise<void> {
    if (part.fieldname !== 'images') {
      throw new BadRequestException('Send the images in the field "images".');
    }
    const bytes = await part.toBuffer();
    const sniffed = sniffImage(bytes);
    if (!sniffed) {
      throw new BadRequestException(UNSUPPORTED_IMAGE);
    }
    files.push({ bytes, mime: sniffed.mime, ext: sniffed.ext });
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
  ): Promise<RemovedImagesView> {
    const keys = Array.isArray(body.image) ? body.image : [body.image];
    if (keys.length === 0) {
      throw new BadRequestException('image must be an image key or a list of keys');
    }
    keys.forEach((key) => {
      assertSafeKey(key);
    });
    const result = await this.bus.request(StoreRequests.removeImages, {
      keys,
      storeId: storeScope(principal),
    });
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
