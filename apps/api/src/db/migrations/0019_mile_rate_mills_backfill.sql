-- Custom (decision 051): the rates stored in cents before mills existed, ten mills a cent.
UPDATE "reimbursements" SET "mile_rate_mills" = "mile_rate_cents" * 10 WHERE "mile_rate_cents" IS NOT NULL;
