ALTER TABLE "contracts" ADD COLUMN "order_id" text;--> statement-breakpoint
-- Hand-added (drizzle-kit generated the rest): data written before these rules existed. A contract backs its
-- first order; an order keeps its first call-back record; an investor keeps the first type 2 answers.
UPDATE "contracts" c SET "order_id" = (SELECT o."id" FROM "orders" o WHERE o."contract_id" = c."id" ORDER BY o."created_at", o."id" LIMIT 1);--> statement-breakpoint
DELETE FROM "order_callbacks" a USING "order_callbacks" b WHERE a."order_id" = b."order_id" AND a."id" > b."id";--> statement-breakpoint
DELETE FROM "followup_submissions" a USING "followup_submissions" b WHERE a."paper_type" = 2 AND b."paper_type" = 2 AND a."user_id" = b."user_id" AND a."paper_id" = b."paper_id" AND a."id" > b."id";--> statement-breakpoint
CREATE UNIQUE INDEX "followup_submissions_type2_once_idx" ON "followup_submissions" USING btree ("user_id","paper_id") WHERE "followup_submissions"."paper_type" = 2;--> statement-breakpoint
CREATE UNIQUE INDEX "order_callbacks_order_idx" ON "order_callbacks" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_order_id_unique" UNIQUE("order_id");
