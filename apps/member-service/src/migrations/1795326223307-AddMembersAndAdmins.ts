import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddMembersAndAdmins1795326223307 implements MigrationInterface {
  name = 'AddMembersAndAdmins1795326223307';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "member"."admins" ("id" SERIAL NOT NULL, "name" character varying(50) NOT NULL, "admin_id" character varying(100) NOT NULL, "password" character varying(255) NOT NULL, "authority" character varying(20) NOT NULL DEFAULT \'admin\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "admins_authority_known" CHECK ("authority" IN (\'admin\', \'super master\')), CONSTRAINT "PK_e3b38270c97a854c48d2e80874e" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "admins_admin_id_key" ON "member"."admins"  ("admin_id") ');
    await queryRunner.query('CREATE INDEX "admins_authority_idx" ON "member"."admins"  ("authority") ');
    await queryRunner.query(
      'CREATE TABLE "member"."members" ("bbs_no" SERIAL NOT NULL, "member_id" character varying(255) NOT NULL, "member_name" character varying(50) NOT NULL, "member_name2" character varying(50) NOT NULL, "member_pass" character varying(255) NOT NULL, "hphone_num" character varying(30) NOT NULL DEFAULT \'\', "gcashid" character varying(50) NOT NULL DEFAULT \'\', "addr1" character varying(255) NOT NULL DEFAULT \'\', "area1" integer NOT NULL DEFAULT \'-1\', "area2" integer NOT NULL DEFAULT \'-1\', "reg_dt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "point" integer NOT NULL DEFAULT \'0\', "join_check" smallint NOT NULL DEFAULT \'2\', "withdrawn_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "members_member_id_lower_case" CHECK ("member_id" = lower("member_id")), CONSTRAINT "PK_957af946f8c6806f1fdcf1fec69" PRIMARY KEY ("bbs_no"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "members_member_id_key" ON "member"."members"  ("member_id") ',
    );
    await queryRunner.query('CREATE INDEX "members_area1_idx" ON "member"."members"  ("area1") ');
    await queryRunner.query('CREATE INDEX "members_area2_idx" ON "member"."members"  ("area2") ');
    await queryRunner.query('CREATE INDEX "members_reg_dt_idx" ON "member"."members"  ("reg_dt", "bbs_no") ');
    await queryRunner.query(
      'CREATE TABLE "member"."password_resets" ("id" SERIAL NOT NULL, "bbs_no" integer NOT NULL, "token_hash" character(64) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_4816377aa98211c1de34469e742" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "password_resets_bbs_no_idx" ON "member"."password_resets"  ("bbs_no") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "password_resets_token_hash_key" ON "member"."password_resets"  ("token_hash") ',
    );
    await queryRunner.query(
      'ALTER TABLE "member"."password_resets" ADD CONSTRAINT "FK_56015bc411bc55bd2d092b794d5" FOREIGN KEY ("bbs_no") REFERENCES "member"."members"("bbs_no") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "member"."password_resets" DROP CONSTRAINT "FK_56015bc411bc55bd2d092b794d5"',
    );
    await queryRunner.query('DROP INDEX "member"."password_resets_token_hash_key"');
    await queryRunner.query('DROP INDEX "member"."password_resets_bbs_no_idx"');
    await queryRunner.query('DROP TABLE "member"."password_resets"');
    await queryRunner.query('DROP INDEX "member"."members_reg_dt_idx"');
    await queryRunner.query('DROP INDEX "member"."members_area2_idx"');
    await queryRunner.query('DROP INDEX "member"."members_area1_idx"');
    await queryRunner.query('DROP INDEX "member"."members_member_id_key"');
    await queryRunner.query('DROP TABLE "member"."members"');
    await queryRunner.query('DROP INDEX "member"."admins_authority_idx"');
    await queryRunner.query('DROP INDEX "member"."admins_admin_id_key"');
    await queryRunner.query('DROP TABLE "member"."admins"');
  }
}
