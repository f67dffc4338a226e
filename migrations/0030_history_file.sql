ALTER TABLE "order_history" ADD COLUMN "file" jsonb;--> statement-breakpoint
-- Entries written before: their file is read once from the comment the service used to write
-- ("order_form: form.xlsx", "12 lines from sheet.xlsx"), so no reader parses it again.
UPDATE "order_history" SET "file" = jsonb_build_object(
  'attachmentType', substring("comment" from '^([a-z_]+): '),
  'name', substring("comment" from '^[a-z_]+: (.*)$')
) WHERE "action" = 'attachment-added' AND "comment" ~ '^[a-z_]+: ';--> statement-breakpoint
UPDATE "order_history" SET "file" = jsonb_build_object(
  'lineCount', substring("comment" from '^([0-9]+) lines from ')::int,
  'name', substring("comment" from '^[0-9]+ lines from (.*)$')
) WHERE "action" = 'lines-imported' AND "comment" ~ '^[0-9]+ lines from ';
