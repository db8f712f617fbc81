CREATE TYPE "public"."bank_account_status" AS ENUM('PENDING_DEPOSITS', 'AWAITING_VERIFICATION', 'VERIFIED', 'FAILED', 'EXPIRED', 'REMOVED');--> statement-breakpoint
CREATE TYPE "public"."bank_account_type" AS ENUM('CHECKING', 'SAVINGS');--> statement-breakpoint
CREATE TYPE "public"."facility_document_kind" AS ENUM('ein_doc', 'ss4_doc', 'aoi', 'i9_form');--> statement-breakpoint
CREATE TYPE "public"."facility_document_status" AS ENUM('SUBMITTED', 'ACCEPTED', 'REJECTED');--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"holder_name" text NOT NULL,
	"routing_number" text NOT NULL,
	"account_number_sealed" text NOT NULL,
	"account_last4" text NOT NULL,
	"account_type" "bank_account_type" NOT NULL,
	"status" "bank_account_status" DEFAULT 'PENDING_DEPOSITS' NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"deposits_sealed" text,
	"attempts_left" smallint DEFAULT 3 NOT NULL,
	"deposits_arrive_at" timestamp with time zone,
	"deposits_arrived_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_accounts_attempts" CHECK ("bank_accounts"."attempts_left" between 0 and 3),
	CONSTRAINT "bank_accounts_routing" CHECK ("bank_accounts"."routing_number" ~ '^[0-9]{9}$')
);
--> statement-breakpoint
CREATE TABLE "facility_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"kind" "facility_document_kind" NOT NULL,
	"file_key" text NOT NULL,
	"filename" text NOT NULL,
	"filesize" integer NOT NULL,
	"content_type" text NOT NULL,
	"status" "facility_document_status" DEFAULT 'SUBMITTED' NOT NULL,
	"rejection_reason" text,
	"uploaded_by" uuid,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "facility_documents_rejection_reason" CHECK (("facility_documents"."status" = 'REJECTED') = ("facility_documents"."rejection_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "facility_legal" (
	"facility_id" uuid PRIMARY KEY NOT NULL,
	"entity_legal_name" text,
	"tin_sealed" text,
	"tin_last4" text,
	"ssn_sealed" text,
	"ssn_last4" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_documents" ADD CONSTRAINT "facility_documents_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_documents" ADD CONSTRAINT "facility_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_legal" ADD CONSTRAINT "facility_legal_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_legal" ADD CONSTRAINT "facility_legal_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_live_key" ON "bank_accounts" USING btree ("facility_id") WHERE "bank_accounts"."status" in ('PENDING_DEPOSITS', 'AWAITING_VERIFICATION', 'VERIFIED');--> statement-breakpoint
CREATE INDEX "bank_accounts_facility_idx" ON "bank_accounts" USING btree ("facility_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "facility_documents_kind_key" ON "facility_documents" USING btree ("facility_id","kind");