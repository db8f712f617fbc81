-- A nurse is never double-booked (DESIGN.md "Capacity and money"), also under concurrent
-- requests and across facilities: the database refuses a second assignment of the same person
-- whose time overlaps. Drizzle's schema language cannot express an exclusion constraint, hence
-- this hand-written migration. btree_gist provides the uuid equality operator class for GiST.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_nurse_no_overlap"
  EXCLUDE USING gist ("nurse_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&);
