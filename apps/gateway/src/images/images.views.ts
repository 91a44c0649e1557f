import { ApiProperty } from '@nestjs/swagger';
import { UploadedImageView } from './store-images.service';

export class UploadResultView {
  @ApiProperty({ type: [UploadedImageView] }) images!: UploadedImageView[];
}

export class ImageUrlsView {
  @ApiProperty({ type: [String] }) urls!: string[];
}
