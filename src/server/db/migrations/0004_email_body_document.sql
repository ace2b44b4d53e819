ALTER TABLE "email_outbox" ADD COLUMN "body" jsonb;--> statement-breakpoint
-- Emails queued before this change keep their words: the plain text becomes one paragraph that
-- keeps its line breaks, and goes out in both versions.
UPDATE "email_outbox" SET "body" = jsonb_build_object(
  'title', "subject",
  'preheader', '',
  'blocks', jsonb_build_array(jsonb_build_object('kind', 'paragraph', 'text', "text_body")),
  'footer', '[]'::jsonb
);--> statement-breakpoint
ALTER TABLE "email_outbox" ALTER COLUMN "body" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" DROP COLUMN "text_body";--> statement-breakpoint
ALTER TABLE "email_outbox" DROP COLUMN "html_body";
