DROP INDEX "departments_facility_name_key";--> statement-breakpoint
DROP INDEX "floors_facility_name_key";--> statement-breakpoint
CREATE UNIQUE INDEX "departments_facility_name_key" ON "departments" USING btree ("facility_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "floors_facility_name_key" ON "floors" USING btree ("facility_id",lower("name"));