CREATE TABLE "catalogue_changes" (
	"version" bigint PRIMARY KEY NOT NULL,
	"product_id" uuid,
	"kind" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
