CREATE TYPE "public"."one_off_payment_kind" AS ENUM('BONUS', 'SHIFT_INCENTIVE', 'REFERRAL', 'CORRECTION');--> statement-breakpoint
CREATE TYPE "public"."one_off_payment_status" AS ENUM('PENDING_APPROVAL', 'APPROVED', 'REJECTED', 'PAID');--> statement-breakpoint
ALTER TYPE "public"."earning_kind" ADD VALUE 'BONUS';--> statement-breakpoint
ALTER TYPE "public"."earning_kind" ADD VALUE 'SHIFT_INCENTIVE';--> statement-breakpoint
ALTER TYPE "public"."earning_kind" ADD VALUE 'REFERRAL';--> statement-breakpoint
ALTER TYPE "public"."earning_kind" ADD VALUE 'CORRECTION';--> statement-breakpoint
ALTER TYPE "public"."ledger_transaction_kind" ADD VALUE 'ONE_OFF_PAYMENT';--> statement-breakpoint
CREATE TABLE "one_off_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"kind" "one_off_payment_kind" NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"dated" date NOT NULL,
	"booking_id" uuid,
	"payroll_run_id" uuid,
	"status" "one_off_payment_status" NOT NULL,
	"created_by" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"rejection_reason" text,
	"transaction_id" uuid,
	"paid_at" timestamp with time zone,
	"paid_by" uuid,
	"payroll_period_start" date,
	"payroll_period_end" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "one_off_payments_amount_positive" CHECK ("one_off_payments"."amount_cents" > 0),
	CONSTRAINT "one_off_payments_paid" CHECK (("one_off_payments"."status" = 'PAID') = ("one_off_payments"."transaction_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "one_off_approval_threshold_cents" integer DEFAULT 50000 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD COLUMN "one_off_payment_id" uuid;--> statement-breakpoint
ALTER TABLE "one_off_payments" ADD CONSTRAINT "one_off_payments_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_off_payments" ADD CONSTRAINT "one_off_payments_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_off_payments" ADD CONSTRAINT "one_off_payments_booking_id_assignments_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."assignments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_off_payments" ADD CONSTRAINT "one_off_payments_payroll_run_id_payroll_runs_id_fk" FOREIGN KEY ("payroll_run_id") REFERENCES "public"."payroll_runs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_off_payments" ADD CONSTRAINT "one_off_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_off_payments" ADD CONSTRAINT "one_off_payments_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_off_payments" ADD CONSTRAINT "one_off_payments_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_off_payments" ADD CONSTRAINT "one_off_payments_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "one_off_payments_facility_created_idx" ON "one_off_payments" USING btree ("facility_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "one_off_payments_facility_period_idx" ON "one_off_payments" USING btree ("facility_id","payroll_period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_one_off_payment_key" ON "ledger_transactions" USING btree ("one_off_payment_id");--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_one_off_approval_threshold" CHECK ("facilities"."one_off_approval_threshold_cents" between 0 and 2500000);