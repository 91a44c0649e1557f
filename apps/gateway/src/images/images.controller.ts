import { Body, Controller, Delete, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiParam,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { FastifyReply, FastifyRequest } from 'fastify';
import { ImageUrlsRequest, RemovedImagesView } from '@stamp/contracts';
import { MESSAGES } from '@stamp/shared';
import { Policy, inParam } from '../auth/access-policy';
import { Access } from '../auth/access.decorators';
import { ForgetsReads } from '../http/cached-read';
import { AdminOrOwnerCaller, CurrentCaller } from '../http/caller';
import { idPipe } from '../http/params';
import { PUBLIC_STORE_LISTS } from '../http/shared-reads';
import { DeleteImagesRequest } from './dto/delete-images.request';
import { ImageUrlsView, UploadResultView } from './images.views';
import { ImagesService } from './images.service';
import { UNSUPPORTED_IMAGE } from './store-images.service';

@ApiTags('Images')
@Controller('api/v1')
export class ImagesController {
  constructor(private readonly images: ImagesService) {}

  @Post('upload/image/store=:id/type=:type')
  @ForgetsReads(PUBLIC_STORE_LISTS, 'everyone')
  @Access(Policy.anyOf(Policy.admin, Policy.storeOwnerOf(inParam('id'))))
  @ApiOperation({
    operationId: 'uploadStoreImages',
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
  @ApiCreatedResponse({ description: "The stored images' keys and URLs", type: UploadResultView })
  @ApiBadRequestResponse({ description: `${MESSAGES.storeImageLimit} / ${UNSUPPORTED_IMAGE}` })
  upload(
    @CurrentCaller() caller: AdminOrOwnerCaller,
    @Param('id', idPipe('store')) storeId: number,
    @Param('type') type: string,
    @Req() request: FastifyRequest,
  ): Promise<UploadResultView> {
    return this.images.upload(caller, storeId, type, request);
  }

  @Post('images/url')
  @Access(Policy.public)
  @HttpCode(200)
  @ApiOperation({
    operationId: 'getImageUrls',
    summary: 'URLs that serve the bytes of these image keys, in the same order',
    description:
      'Image keys are what store records hold; this turns them into URLs a browser can load (presigned with S3 storage).',
  })
  @ApiOkResponse({ description: 'One URL per key, in order', type: ImageUrlsView })
  urls(@Body() body: ImageUrlsRequest): Promise<ImageUrlsView> {
    return this.images.urls(body.keys);
  }

  @Delete('image')
  @ForgetsReads(PUBLIC_STORE_LISTS, 'everyone')
  @Access(Policy.anyOf(Policy.admin, Policy.storeOwner))
  @ApiOperation({
    operationId: 'deleteImages',
    summary: 'Delete images by key (an owner: only their own store’s)',
    description: 'Removes the images from the store record and the image store.',
  })
  @ApiOkResponse({ description: 'The keys removed', type: RemovedImagesView })
  remove(
    @CurrentCaller() caller: AdminOrOwnerCaller,
    @Body() body: DeleteImagesRequest,
  ): Promise<RemovedImagesView> {
    return this.images.remove(caller, body.image);
  }

  @Get('images/file/*')
  @Access(Policy.public)
  @ApiParam({ name: '*', description: 'The image key (may hold slashes), as a store record holds it' })
  @ApiOkResponse({
    description: 'The image bytes',
    content: { 'image/*': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiNotFoundResponse({ description: 'No image with this key' })
  @ApiOperation({
    operationId: 'getImageFile',
    summary: 'The bytes of a stored image (local storage driver)',
    description: 'Only with the local storage driver; with S3 the URLs point at the bucket.',
  })
  file(@Param('*') key: string, @Res() reply: FastifyReply): Promise<void> {
    return this.images.sendFile(reply, key);
  }
}
