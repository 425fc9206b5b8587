CREATE TABLE "offline_packages" (
	"version" text PRIMARY KEY NOT NULL,
	"seq" serial NOT NULL,
	"min_app_version" text NOT NULL,
	"manifest" text NOT NULL,
	"signature" text NOT NULL,
	"key_id" text NOT NULL,
	"archive" "bytea" NOT NULL,
	"archive_sha256" text NOT NULL,
	"archive_size" integer NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rum_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"app_version" text NOT NULL,
	"platform" text NOT NULL,
	"route" text NOT NULL,
	"metric" text NOT NULL,
	"value" double precision NOT NULL,
	"source" text NOT NULL,
	"error_kind" text
);
--> statement-breakpoint
CREATE INDEX "rum_events_received_idx" ON "rum_events" USING btree ("received_at");