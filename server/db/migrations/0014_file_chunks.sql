-- A file's bytes move from one bytea per file into pieces of 256 KiB (docs/decisions/0014-file-storage-in-chunks.md):
-- a download or a Range reads only the pieces it sends, an upload writes them as they arrive.
CREATE TABLE "file_chunks" (
  "file_id" uuid NOT NULL REFERENCES "files"("id") ON DELETE CASCADE,
  "seq" integer NOT NULL,
  "data" bytea NOT NULL,
  PRIMARY KEY ("file_id", "seq")
);
--> statement-breakpoint
-- Stored uncompressed out of line: substring() of a piece then reads only the TOAST slices it needs. Pictures and
-- PDFs are compressed already.
ALTER TABLE "file_chunks" ALTER COLUMN "data" SET STORAGE EXTERNAL;
--> statement-breakpoint
-- The size must stay in step with fileChunkBytes in server/files/file-store.ts.
INSERT INTO "file_chunks" ("file_id", "seq", "data")
  SELECT f."id", piece.seq, substring(f."data" from piece.seq * 262144 + 1 for 262144)
  FROM "files" f
  CROSS JOIN LATERAL generate_series(0, (octet_length(f."data") + 262143) / 262144 - 1) AS piece(seq);
--> statement-breakpoint
ALTER TABLE "files" DROP COLUMN "data";
