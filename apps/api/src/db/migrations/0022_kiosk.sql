CREATE TABLE "time_clock_kiosks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"secret_hash" text NOT NULL,
	"device_label" text,
	"paired_at" timestamp with time zone NOT NULL,
	"paired_by" uuid,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_clock_passcodes" (
	"employee_id" uuid PRIMARY KEY NOT NULL,
	"facility_id" uuid NOT NULL,
	"passcode_hash" text NOT NULL,
	"set_at" timestamp with time zone NOT NULL,
	"set_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "punches" ADD COLUMN "kiosk_id" uuid;--> statement-breakpoint
ALTER TABLE "time_clock_kiosks" ADD CONSTRAINT "time_clock_kiosks_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_clock_kiosks" ADD CONSTRAINT "time_clock_kiosks_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_clock_kiosks" ADD CONSTRAINT "time_clock_kiosks_paired_by_users_id_fk" FOREIGN KEY ("paired_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_clock_kiosks" ADD CONSTRAINT "time_clock_kiosks_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_clock_passcodes" ADD CONSTRAINT "time_clock_passcodes_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_clock_passcodes" ADD CONSTRAINT "time_clock_passcodes_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_clock_passcodes" ADD CONSTRAINT "time_clock_passcodes_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "time_clock_kiosks_secret_key" ON "time_clock_kiosks" USING btree ("secret_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "time_clock_kiosks_live_device_key" ON "time_clock_kiosks" USING btree ("device_id") WHERE "time_clock_kiosks"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "time_clock_kiosks_facility_idx" ON "time_clock_kiosks" USING btree ("facility_id");--> statement-breakpoint
ALTER TABLE "punches" ADD CONSTRAINT "punches_kiosk_id_time_clock_kiosks_id_fk" FOREIGN KEY ("kiosk_id") REFERENCES "public"."time_clock_kiosks"("id") ON DELETE no action ON UPDATE no action;