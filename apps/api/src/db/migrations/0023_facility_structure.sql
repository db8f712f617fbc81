CREATE TABLE "shift_type_colours" (
	"facility_id" uuid NOT NULL,
	"shift_type" "shift_type" NOT NULL,
	"colour" text NOT NULL,
	CONSTRAINT "shift_type_colours_facility_id_shift_type_pk" PRIMARY KEY("facility_id","shift_type")
);
--> statement-breakpoint
CREATE TABLE "unit_census" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"date" date NOT NULL,
	"patient_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_census_patient_count_non_negative" CHECK ("unit_census"."patient_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "unit_supervisors" (
	"facility_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"shift_type" "shift_type" NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_supervisors_unit_id_shift_type_pk" PRIMARY KEY("unit_id","shift_type")
);
--> statement-breakpoint
CREATE TABLE "master_schedule_lines" (
	"facility_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"timing_id" uuid NOT NULL,
	"job_title_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"count" smallint NOT NULL,
	CONSTRAINT "master_schedule_lines_unit_id_timing_id_job_title_id_weekday_pk" PRIMARY KEY("unit_id","timing_id","job_title_id","weekday"),
	CONSTRAINT "master_schedule_lines_weekday" CHECK ("master_schedule_lines"."weekday" between 0 and 6),
	CONSTRAINT "master_schedule_lines_count" CHECK ("master_schedule_lines"."count" between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "master_timings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"meal_minutes" smallint DEFAULT 0 NOT NULL,
	"colour" text NOT NULL,
	"preset" "shift_type",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "master_timings_meal_range" CHECK ("master_timings"."meal_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "opening_generations" (
	"facility_id" uuid NOT NULL,
	"key" text NOT NULL,
	"shift_id" uuid,
	"source" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opening_generations_facility_id_key_pk" PRIMARY KEY("facility_id","key")
);
--> statement-breakpoint
CREATE TABLE "shift_template_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"unit_id" uuid,
	"floor_id" uuid,
	"title" text NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"meal_minutes" smallint DEFAULT 0 NOT NULL,
	"shift_type" "shift_type" NOT NULL,
	"job_title_id" uuid NOT NULL,
	"count" smallint NOT NULL,
	CONSTRAINT "shift_template_lines_weekday" CHECK ("shift_template_lines"."weekday" between 0 and 6),
	CONSTRAINT "shift_template_lines_count" CHECK ("shift_template_lines"."count" between 1 and 999)
);
--> statement-breakpoint
CREATE TABLE "shift_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"name" text NOT NULL,
	"week_start" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "colour" text;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "colour" text;--> statement-breakpoint
ALTER TABLE "shift_type_colours" ADD CONSTRAINT "shift_type_colours_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_census" ADD CONSTRAINT "unit_census_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_census" ADD CONSTRAINT "unit_census_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_supervisors" ADD CONSTRAINT "unit_supervisors_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_supervisors" ADD CONSTRAINT "unit_supervisors_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_supervisors" ADD CONSTRAINT "unit_supervisors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_schedule_lines" ADD CONSTRAINT "master_schedule_lines_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_schedule_lines" ADD CONSTRAINT "master_schedule_lines_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_schedule_lines" ADD CONSTRAINT "master_schedule_lines_timing_id_master_timings_id_fk" FOREIGN KEY ("timing_id") REFERENCES "public"."master_timings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_schedule_lines" ADD CONSTRAINT "master_schedule_lines_job_title_id_job_titles_id_fk" FOREIGN KEY ("job_title_id") REFERENCES "public"."job_titles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_timings" ADD CONSTRAINT "master_timings_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_generations" ADD CONSTRAINT "opening_generations_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_generations" ADD CONSTRAINT "opening_generations_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_generations" ADD CONSTRAINT "opening_generations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_template_lines" ADD CONSTRAINT "shift_template_lines_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_template_lines" ADD CONSTRAINT "shift_template_lines_template_id_shift_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."shift_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_template_lines" ADD CONSTRAINT "shift_template_lines_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_template_lines" ADD CONSTRAINT "shift_template_lines_floor_id_floors_id_fk" FOREIGN KEY ("floor_id") REFERENCES "public"."floors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_template_lines" ADD CONSTRAINT "shift_template_lines_job_title_id_job_titles_id_fk" FOREIGN KEY ("job_title_id") REFERENCES "public"."job_titles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_templates" ADD CONSTRAINT "shift_templates_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_templates" ADD CONSTRAINT "shift_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "unit_census_unit_date_key" ON "unit_census" USING btree ("unit_id","date");--> statement-breakpoint
CREATE INDEX "unit_census_facility_date_idx" ON "unit_census" USING btree ("facility_id","date");--> statement-breakpoint
CREATE INDEX "unit_supervisors_facility_idx" ON "unit_supervisors" USING btree ("facility_id");--> statement-breakpoint
CREATE INDEX "master_schedule_lines_facility_idx" ON "master_schedule_lines" USING btree ("facility_id");--> statement-breakpoint
CREATE INDEX "master_schedule_lines_timing_idx" ON "master_schedule_lines" USING btree ("timing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "master_timings_facility_code_key" ON "master_timings" USING btree ("facility_id",upper("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_timings_facility_preset_key" ON "master_timings" USING btree ("facility_id","preset");--> statement-breakpoint
CREATE INDEX "opening_generations_shift_idx" ON "opening_generations" USING btree ("shift_id");--> statement-breakpoint
CREATE INDEX "shift_template_lines_template_idx" ON "shift_template_lines" USING btree ("template_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shift_templates_facility_name_key" ON "shift_templates" USING btree ("facility_id",lower("name"));