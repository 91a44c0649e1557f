import { ApiProperty } from '@nestjs/swagger';
import { StoreFullView } from '@stamp/contracts';

export class StoreLoginView {
  @ApiProperty({ description: 'A store token (bearer)' }) token!: string;
  @ApiProperty({ type: StoreFullView }) store!: StoreFullView;
}
