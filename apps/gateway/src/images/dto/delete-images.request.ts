import { ApiProperty } from '@nestjs/swagger';
import { IsArray, IsString, ValidateIf } from 'class-validator';

export const IMAGE_KEYS_MESSAGE = 'image must be an image key or a list of keys';

/** DELETE /api/v1/image: one image key or a list of keys. */
export class DeleteImagesRequest {
  @ApiProperty({
    oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
    example: ['stores/12/0b7c6a4e-6a37-4c0e-9d0e-2f1c1d3b9a11.jpg'],
    description: 'One image key or a list of keys',
  })
  @ValidateIf((body: DeleteImagesRequest) => !Array.isArray(body.image))
  @IsString({ message: IMAGE_KEYS_MESSAGE })
  @ValidateIf((body: DeleteImagesRequest) => Array.isArray(body.image))
  @IsArray({ message: IMAGE_KEYS_MESSAGE })
  @IsString({ each: true, message: IMAGE_KEYS_MESSAGE })
  image!: string | string[];
}
