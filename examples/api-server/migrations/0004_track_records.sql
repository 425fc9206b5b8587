CREATE TABLE "track_records" (
	"subject" text NOT NULL,
	"subject_id" text NOT NULL,
	"month" text NOT NULL,
	"win_rate" numeric(5, 2) NOT NULL,
	"cumulative_return" numeric(7, 2) NOT NULL,
	CONSTRAINT "track_records_subject_subject_id_month_pk" PRIMARY KEY("subject","subject_id","month")
);
