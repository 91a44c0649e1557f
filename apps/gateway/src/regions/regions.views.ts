import { ApiProperty } from '@nestjs/swagger';

export class AreaItemView {
  @ApiProperty({ example: 'National Capital Region (NCR)' }) region!: string;
  @ApiProperty({ example: 'Makati City' }) province!: string;
  @ApiProperty({ type: 'integer', example: 1380300000, description: 'PSGC code of the province or city' })
  area_id!: number;
  @ApiProperty({ type: 'integer', example: 1300000000, description: "PSGC code of the area's region" })
  parent_id!: number;
}

export class AreaPlaceView {
  @ApiProperty({ example: 'National Capital Region (NCR)' }) region!: string;
  @ApiProperty({ example: 'Makati City' }) province!: string;
}

export class AreaIdView {
  @ApiProperty({ type: 'integer', example: 1380300000 }) area_id!: number;
}
