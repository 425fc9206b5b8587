CREATE TABLE "activities" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"image_url" text NOT NULL,
	"link" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "advisers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"tg_name" text NOT NULL,
	"team_name" text NOT NULL,
	"qualification_no" text NOT NULL,
	"title" text NOT NULL,
	"avatar" text NOT NULL,
	"intro" text NOT NULL,
	"specialty" text NOT NULL,
	"tags" jsonb NOT NULL,
	"bio" text NOT NULL,
	"followers" integer NOT NULL,
	"win_rate" numeric(5, 2) NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"image" text NOT NULL,
	"link" text NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commission_products" (
	"id" text PRIMARY KEY NOT NULL,
	"adviser_id" text NOT NULL,
	"product_id" text NOT NULL,
	"name" text NOT NULL,
	"intro" text NOT NULL,
	"service_description" text NOT NULL,
	"strategy" text NOT NULL,
	"rate_description" text NOT NULL,
	"charging_notice" text NOT NULL,
	"charging_rules" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"product_id" text NOT NULL,
	"period_id" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"coupon_id" text,
	"pay_amount" numeric(12, 2) NOT NULL,
	"signed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"threshold" numeric(12, 2) NOT NULL,
	"experience_days" integer DEFAULT 0 NOT NULL,
	"product_id" text,
	"adviser_id" text,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_order_id" text
);
--> statement-breakpoint
CREATE TABLE "exchange_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"coupon_name" text NOT NULL,
	"experience_days" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"redeemed_by" text,
	"redeemed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "followup_papers" (
	"id" text PRIMARY KEY NOT NULL,
	"type" integer NOT NULL,
	"title" text NOT NULL,
	"exception_nos" text NOT NULL,
	"waiver_no" integer,
	"questions" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "followup_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"paper_id" text NOT NULL,
	"paper_type" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"refund_order_ids" jsonb NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_rooms" (
	"id" text PRIMARY KEY NOT NULL,
	"adviser_id" text NOT NULL,
	"title" text NOT NULL,
	"intro" text NOT NULL,
	"cover" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"viewers" integer NOT NULL,
	"product_id" text,
	"stream_url" text NOT NULL,
	"replay_url" text
);
--> statement-breakpoint
CREATE TABLE "managers" (
	"no" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_notices" (
	"user_id" text NOT NULL,
	"product_id" text NOT NULL,
	"enabled" boolean NOT NULL,
	CONSTRAINT "message_notices_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opinion_packages" (
	"id" text PRIMARY KEY NOT NULL,
	"adviser_id" text NOT NULL,
	"product_id" text NOT NULL,
	"name" text NOT NULL,
	"intro" text NOT NULL,
	"cover" text NOT NULL,
	"subscribers" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opinions" (
	"id" text PRIMARY KEY NOT NULL,
	"adviser_id" text NOT NULL,
	"package_id" text,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"content" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"reads" integer NOT NULL,
	"likes" integer NOT NULL,
	"hot" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_callbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"order_id" text NOT NULL,
	"paper_id" text NOT NULL,
	"result" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"product_id" text NOT NULL,
	"contract_id" text,
	"client_key" text NOT NULL,
	"period_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"pay_amount" numeric(12, 2) NOT NULL,
	"coupon_id" text,
	"status" integer NOT NULL,
	"pay_status" text NOT NULL,
	"pay_type" integer,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"service_start" timestamp with time zone,
	"service_end" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"refund_amount" numeric(12, 2),
	"is_trial" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"period_id" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"old_price" numeric(12, 2) NOT NULL,
	"start_date" date,
	"end_date" date,
	"module_end_time" timestamp with time zone,
	"type" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"adviser_id" text NOT NULL,
	"risk_level" integer NOT NULL,
	"intro" text NOT NULL,
	"sales" integer NOT NULL,
	"win_rate" numeric(5, 2) NOT NULL,
	"subscribe_limit" integer DEFAULT 1 NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL,
	"min_assets" numeric(12, 2) DEFAULT '0' NOT NULL,
	"parent_id" text,
	"successor_id" text
);
--> statement-breakpoint
CREATE TABLE "quiz_threads" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"adviser_id" text NOT NULL,
	"question" text NOT NULL,
	"answer" text,
	"asked_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"is_public" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"prev_close" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"phone" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "strategy_updates" (
	"id" text PRIMARY KEY NOT NULL,
	"commission_id" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tips_packs" (
	"id" text PRIMARY KEY NOT NULL,
	"adviser_id" text NOT NULL,
	"product_id" text NOT NULL,
	"name" text NOT NULL,
	"intro" text NOT NULL,
	"service_description" text NOT NULL,
	"content" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tips_updates" (
	"id" text PRIMARY KEY NOT NULL,
	"pack_id" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"stock_code" text NOT NULL,
	"stock_name" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"cid" text NOT NULL,
	"user_name" text NOT NULL,
	"risk_level" integer,
	"level_name" text,
	"risk_end_date" date,
	"customer_class" text,
	"single_flag" integer DEFAULT 0 NOT NULL,
	"unionid" text,
	"contact_phone" text,
	"total_assets" numeric(12, 2) DEFAULT '0' NOT NULL,
	"available_assets" numeric(12, 2) DEFAULT '0' NOT NULL,
	"in_arrears" boolean DEFAULT false NOT NULL,
	CONSTRAINT "users_phone_unique" UNIQUE("phone")
);
--> statement-breakpoint
ALTER TABLE "commission_products" ADD CONSTRAINT "commission_products_adviser_id_advisers_id_fk" FOREIGN KEY ("adviser_id") REFERENCES "public"."advisers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_products" ADD CONSTRAINT "commission_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_adviser_id_advisers_id_fk" FOREIGN KEY ("adviser_id") REFERENCES "public"."advisers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_codes" ADD CONSTRAINT "exchange_codes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_codes" ADD CONSTRAINT "exchange_codes_redeemed_by_users_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "followup_submissions" ADD CONSTRAINT "followup_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "followup_submissions" ADD CONSTRAINT "followup_submissions_paper_id_followup_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."followup_papers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_rooms" ADD CONSTRAINT "live_rooms_adviser_id_advisers_id_fk" FOREIGN KEY ("adviser_id") REFERENCES "public"."advisers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_rooms" ADD CONSTRAINT "live_rooms_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_notices" ADD CONSTRAINT "message_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opinion_packages" ADD CONSTRAINT "opinion_packages_adviser_id_advisers_id_fk" FOREIGN KEY ("adviser_id") REFERENCES "public"."advisers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opinion_packages" ADD CONSTRAINT "opinion_packages_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opinions" ADD CONSTRAINT "opinions_adviser_id_advisers_id_fk" FOREIGN KEY ("adviser_id") REFERENCES "public"."advisers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opinions" ADD CONSTRAINT "opinions_package_id_opinion_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."opinion_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_callbacks" ADD CONSTRAINT "order_callbacks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_callbacks" ADD CONSTRAINT "order_callbacks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_items" ADD CONSTRAINT "price_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_adviser_id_advisers_id_fk" FOREIGN KEY ("adviser_id") REFERENCES "public"."advisers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_threads" ADD CONSTRAINT "quiz_threads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_threads" ADD CONSTRAINT "quiz_threads_adviser_id_advisers_id_fk" FOREIGN KEY ("adviser_id") REFERENCES "public"."advisers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategy_updates" ADD CONSTRAINT "strategy_updates_commission_id_commission_products_id_fk" FOREIGN KEY ("commission_id") REFERENCES "public"."commission_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tips_packs" ADD CONSTRAINT "tips_packs_adviser_id_advisers_id_fk" FOREIGN KEY ("adviser_id") REFERENCES "public"."advisers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tips_packs" ADD CONSTRAINT "tips_packs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tips_updates" ADD CONSTRAINT "tips_updates_pack_id_tips_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."tips_packs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupons_user_idx" ON "coupons" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "followup_submissions_user_idx" ON "followup_submissions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "live_rooms_starts_idx" ON "live_rooms" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "opinions_published_idx" ON "opinions" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "opinions_adviser_idx" ON "opinions" USING btree ("adviser_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_client_key_idx" ON "orders" USING btree ("user_id","client_key");--> statement-breakpoint
CREATE INDEX "orders_user_status_idx" ON "orders" USING btree ("user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "price_items_product_period_idx" ON "price_items" USING btree ("product_id","period_id");--> statement-breakpoint
CREATE INDEX "products_kind_idx" ON "products" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "quiz_threads_user_idx" ON "quiz_threads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "quiz_threads_adviser_idx" ON "quiz_threads" USING btree ("adviser_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tips_updates_pack_idx" ON "tips_updates" USING btree ("pack_id");