CREATE TABLE "punch_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"file_sha256" text NOT NULL,
	"filename" text NOT NULL,
	"pair_count" integer NOT NULL,
	"imported_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "punches" ADD COLUMN "import_id" uuid;--> statement-breakpoint
ALTER TABLE "punch_imports" ADD CONSTRAINT "punch_imports_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punch_imports" ADD CONSTRAINT "punch_imports_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "punch_imports_facility_file_key" ON "punch_imports" USING btree ("facility_id","file_sha256");--> statement-breakpoint
ALTER TABLE "punches" ADD CONSTRAINT "punches_import_id_punch_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."punch_imports"("id") ON DELETE restrict ON UPDATE no action;