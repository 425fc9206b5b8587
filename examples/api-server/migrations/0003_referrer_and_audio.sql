ALTER TABLE "contracts" ADD COLUMN "referrer_no" text;--> statement-breakpoint
ALTER TABLE "live_rooms" ADD COLUMN "audio_url" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "referrer_no" text;--> statement-breakpoint
ALTER TABLE "tips_updates" ADD COLUMN "audio_url" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_referrer_no_managers_no_fk" FOREIGN KEY ("referrer_no") REFERENCES "public"."managers"("no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_referrer_no_managers_no_fk" FOREIGN KEY ("referrer_no") REFERENCES "public"."managers"("no") ON DELETE no action ON UPDATE no action;