CREATE TYPE "public"."video_call_status" AS ENUM('RINGING', 'CONNECTED', 'ENDED', 'CANCELLED');--> statement-breakpoint
CREATE TABLE "video_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"caller_id" uuid,
	"nurse_id" uuid NOT NULL,
	"room_name" text NOT NULL,
	"status" "video_call_status" DEFAULT 'RINGING' NOT NULL,
	"caller_token_hash" text NOT NULL,
	"nurse_token_hash" text,
	"join_token_hash" text NOT NULL,
	"join_expires_at" timestamp with time zone NOT NULL,
	"join_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"connected_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "video_calls" ADD CONSTRAINT "video_calls_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_calls" ADD CONSTRAINT "video_calls_caller_id_users_id_fk" FOREIGN KEY ("caller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_calls" ADD CONSTRAINT "video_calls_nurse_id_nurses_id_fk" FOREIGN KEY ("nurse_id") REFERENCES "public"."nurses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "video_calls_room_key" ON "video_calls" USING btree ("room_name");--> statement-breakpoint
CREATE UNIQUE INDEX "video_calls_join_token_key" ON "video_calls" USING btree ("join_token_hash");--> statement-breakpoint
CREATE INDEX "video_calls_facility_nurse_idx" ON "video_calls" USING btree ("facility_id","nurse_id","created_at" DESC NULLS LAST);