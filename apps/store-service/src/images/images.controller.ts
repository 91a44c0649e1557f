import { Injectable, OnModuleInit } from '@nestjs/common';
import { StoreRequests } from '@stamp/contracts';
import { MessageRouter } from '@stamp/server-kit/service';
import { ImagesService } from './images.service';

@Injectable()
export class ImagesController implements OnModuleInit {
  constructor(
    private readonly router: MessageRouter,
    private readonly images: ImagesService,
  ) {}

  onModuleInit(): void {
    this.router.handle(StoreRequests.addImages, (request) => this.images.add(request));
    this.router.handle(StoreRequests.removeImages, (request) => this.images.remove(request));
  }
}
