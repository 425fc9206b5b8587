ALTER TABLE "advisers" ADD COLUMN "practice_since_year" integer DEFAULT 2015 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "subscribers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "service_items" jsonb DEFAULT '[]'::jsonb NOT NULL;