ALTER TYPE "public"."earning_kind" ADD VALUE 'OVERTIME_ADJUSTMENT';--> statement-breakpoint
CREATE TABLE "payroll_run_line_periods" (
	"line_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"worked_minutes" integer NOT NULL,
	"straight_cents" integer NOT NULL,
	"regular_rate_cents" integer NOT NULL,
	"overtime_minutes" integer NOT NULL,
	"double_time_minutes" integer NOT NULL,
	"premium_cents" integer NOT NULL,
	"adjustment_cents" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payroll_run_lines" ADD COLUMN "overtime_adjustment_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reimbursements" ADD COLUMN "mile_rate_mills" integer;--> statement-breakpoint
ALTER TABLE "payroll_run_line_periods" ADD CONSTRAINT "payroll_run_line_periods_line_id_payroll_run_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."payroll_run_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_run_line_periods_key" ON "payroll_run_line_periods" USING btree ("line_id","period_start");