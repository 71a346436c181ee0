CREATE TYPE "public"."absence_reason" AS ENUM('sick', 'vacation', 'other');--> statement-breakpoint
ALTER TABLE "absences" ADD COLUMN "category" "absence_reason" DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "version" bigint;--> statement-breakpoint
CREATE INDEX "files_kindergarten_version_idx" ON "files" USING btree ("kindergarten_id","version");--> statement-breakpoint
CREATE INDEX "blackboard_images_version_idx" ON "blackboard_images" USING btree ("version");--> statement-breakpoint
CREATE INDEX "blackboard_posts_kindergarten_version_idx" ON "blackboard_posts" USING btree ("kindergarten_id","version");--> statement-breakpoint
CREATE INDEX "comments_version_idx" ON "comments" USING btree ("version");--> statement-breakpoint
CREATE INDEX "confirmations_kindergarten_version_idx" ON "confirmations" USING btree ("kindergarten_id","version");--> statement-breakpoint
CREATE INDEX "absences_kindergarten_version_idx" ON "absences" USING btree ("kindergarten_id","version");--> statement-breakpoint
CREATE INDEX "messages_room_version_idx" ON "messages" USING btree ("room_id","version");--> statement-breakpoint
CREATE INDEX "notifications_user_version_idx" ON "notifications" USING btree ("user_id","version");--> statement-breakpoint
CREATE INDEX "idempotency_keys_user_version_idx" ON "idempotency_keys" USING btree ("user_id","version");