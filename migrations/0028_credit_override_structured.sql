-- An approval's credit override becomes data (DESIGN §11): {codes, reason} rendered by each reader
-- in its language, instead of an English sentence the portal parsed back. Rows written as
-- "Credit override (CODES): reason" keep their codes and reason; a bare reason has no codes.
ALTER TABLE "order_history" ALTER COLUMN "credit_override" SET DATA TYPE jsonb USING (
  CASE
    WHEN "credit_override" IS NULL THEN NULL
    WHEN "credit_override" ~ '^Credit override \([A-Z_, ]+\): ' THEN jsonb_build_object(
      'codes', to_jsonb(string_to_array(substring("credit_override" from '^Credit override \(([A-Z_, ]+)\): '), ', ')),
      'reason', substring("credit_override" from '^Credit override \([A-Z_, ]+\): (.*)$')
    )
    ELSE jsonb_build_object('codes', '[]'::jsonb, 'reason', "credit_override")
  END
);
