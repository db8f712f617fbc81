ALTER TABLE "facilities" ADD COLUMN "workweek_start_day" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "workweek_start_time" text DEFAULT '00:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "workday_start_time" text DEFAULT '00:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_workweek_start_day" CHECK ("facilities"."workweek_start_day" between 0 and 6);--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_workweek_start_time" CHECK ("facilities"."workweek_start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_workday_start_time" CHECK ("facilities"."workday_start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');