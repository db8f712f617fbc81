CREATE TABLE "identity_provider_domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"corporation_id" uuid NOT NULL,
	CONSTRAINT "identity_provider_domains_lower" CHECK ("identity_provider_domains"."domain" = lower("identity_provider_domains"."domain"))
);
--> statement-breakpoint
CREATE TABLE "identity_provider_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corporation_id" uuid NOT NULL,
	"claim_value" text NOT NULL,
	"facility_id" uuid NOT NULL,
	"role" "role" NOT NULL,
	CONSTRAINT "identity_provider_rules_role" CHECK ("identity_provider_rules"."role" in ('ADMIN', 'MANAGER'))
);
--> statement-breakpoint
CREATE TABLE "identity_providers" (
	"corporation_id" uuid PRIMARY KEY NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_sealed" text NOT NULL,
	"role_claim" text DEFAULT 'groups' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"corporation_id" uuid NOT NULL,
	"browser_hash" text NOT NULL,
	"state" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity_provider_domains" ADD CONSTRAINT "identity_provider_domains_corporation_id_identity_providers_corporation_id_fk" FOREIGN KEY ("corporation_id") REFERENCES "public"."identity_providers"("corporation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_provider_rules" ADD CONSTRAINT "identity_provider_rules_corporation_id_identity_providers_corporation_id_fk" FOREIGN KEY ("corporation_id") REFERENCES "public"."identity_providers"("corporation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_provider_rules" ADD CONSTRAINT "identity_provider_rules_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_providers" ADD CONSTRAINT "identity_providers_corporation_id_corporations_id_fk" FOREIGN KEY ("corporation_id") REFERENCES "public"."corporations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_attempts" ADD CONSTRAINT "sso_attempts_corporation_id_identity_providers_corporation_id_fk" FOREIGN KEY ("corporation_id") REFERENCES "public"."identity_providers"("corporation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_provider_domains_corporation_idx" ON "identity_provider_domains" USING btree ("corporation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_provider_rules_key" ON "identity_provider_rules" USING btree ("corporation_id","claim_value","facility_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_attempts_browser_key" ON "sso_attempts" USING btree ("browser_hash");--> statement-breakpoint
CREATE INDEX "sso_attempts_expires_idx" ON "sso_attempts" USING btree ("expires_at");