CREATE TABLE "session_epoch" (
	"id" integer PRIMARY KEY NOT NULL,
	"value" bigint NOT NULL
);
