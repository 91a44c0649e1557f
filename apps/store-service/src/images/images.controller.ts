import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { StoreRequests, RequestOf, ResponseOf } from '@stamp/contracts';
import { HandlesRequest } from '@stamp/server-kit/service';
import { ImagesService } from './images.service';

@Controller()
export class ImagesController {
  constructor(private readonly images: ImagesService) {}

  @HandlesRequest(StoreRequests.addImages)
  addImages(
    @Payload() request: RequestOf<typeof StoreRequests.addImages>,
  ): Promise<ResponseOf<typeof StoreRequests.addImages>> {
    return this.images.add(request);
  }

  @HandlesRequest(StoreRequests.removeImages)
  removeImages(
    @Payload() request: RequestOf<typeof StoreRequests.removeImages>,
  ): Promise<ResponseOf<typeof StoreRequests.removeImages>> {
    return this.images.remove(request);
  }
}
