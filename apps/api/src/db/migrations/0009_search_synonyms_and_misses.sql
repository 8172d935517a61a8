CREATE TABLE "search_misses" (
	"query" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"term" text NOT NULL,
	"equivalent" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_misses_last_seen_idx" ON "search_misses" USING btree ("last_seen_at");--> statement-breakpoint
CREATE UNIQUE INDEX "search_synonyms_pair_idx" ON "search_synonyms" USING btree ("term","equivalent");--> statement-breakpoint
-- The words devotees use for what the shop sells, so a new shop's search already knows them;
-- the owner edits them in the admin.
INSERT INTO "search_synonyms" ("term", "equivalent") VALUES
	('dress', 'poshak'),
	('poshak', 'वस्त्र'),
	('crown', 'mukut'),
	('throne', 'singhasan'),
	('swing', 'jhula'),
	('bal gopal', 'laddu gopal'),
	('shringar', 'singar'),
	('flute', 'bansuri'),
	('peacock feather', 'mor pankh')
ON CONFLICT DO NOTHING;
