CREATE TABLE "festivals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_hi" text NOT NULL,
	"date" date NOT NULL,
	"shown" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "banner_image" jsonb;--> statement-breakpoint
CREATE INDEX "festivals_date_idx" ON "festivals" USING btree ("date");--> statement-breakpoint
-- The calendar as Indian almanacs publish it for 2026 and 2027; the owner corrects a date in the back office.
INSERT INTO "festivals" ("name", "name_hi", "date") VALUES
	('Vasant Panchami', 'वसंत पंचमी', '2026-01-23'),
	('Maha Shivaratri', 'महाशिवरात्रि', '2026-02-15'),
	('Holi', 'होली', '2026-03-04'),
	('Chaitra Navratri', 'चैत्र नवरात्रि', '2026-03-19'),
	('Ram Navami', 'राम नवमी', '2026-03-26'),
	('Raksha Bandhan', 'रक्षा बंधन', '2026-08-28'),
	('Janmashtami', 'जन्माष्टमी', '2026-09-04'),
	('Ganesh Chaturthi', 'गणेश चतुर्थी', '2026-09-14'),
	('Radhashtami', 'राधाष्टमी', '2026-09-19'),
	('Navratri', 'नवरात्रि', '2026-10-11'),
	('Dussehra', 'दशहरा', '2026-10-20'),
	('Sharad Purnima', 'शरद पूर्णिमा', '2026-10-26'),
	('Diwali', 'दीपावली', '2026-11-08'),
	('Govardhan Puja', 'गोवर्धन पूजा', '2026-11-10'),
	('Vasant Panchami', 'वसंत पंचमी', '2027-02-11'),
	('Maha Shivaratri', 'महाशिवरात्रि', '2027-03-06'),
	('Holi', 'होली', '2027-03-22'),
	('Chaitra Navratri', 'चैत्र नवरात्रि', '2027-04-07'),
	('Ram Navami', 'राम नवमी', '2027-04-15'),
	('Raksha Bandhan', 'रक्षा बंधन', '2027-08-17'),
	('Janmashtami', 'जन्माष्टमी', '2027-08-25'),
	('Ganesh Chaturthi', 'गणेश चतुर्थी', '2027-09-04'),
	('Radhashtami', 'राधाष्टमी', '2027-09-08'),
	('Navratri', 'नवरात्रि', '2027-09-30'),
	('Dussehra', 'दशहरा', '2027-10-09'),
	('Sharad Purnima', 'शरद पूर्णिमा', '2027-10-15'),
	('Diwali', 'दीपावली', '2027-10-29'),
	('Govardhan Puja', 'गोवर्धन पूजा', '2027-10-30');
