ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "read_receipts" boolean DEFAULT true NOT NULL;
