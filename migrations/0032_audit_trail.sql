CREATE TABLE "audit_chain_head" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"link" bigint NOT NULL,
	"seq" bigint NOT NULL,
	"entry_id" uuid NOT NULL,
	"hash" text NOT NULL,
	"high_seq" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_entries" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_id" uuid,
	"actor_label" text NOT NULL,
	"kind" text NOT NULL,
	"subject" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"content_hash" text,
	"written_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"link" bigint,
	"prev_hash" text,
	"prev_seq" bigint,
	"prev_id" uuid,
	"hash" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "audit_entries_id_key" ON "audit_entries" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_entries_link_key" ON "audit_entries" USING btree ("link");--> statement-breakpoint
CREATE INDEX "audit_entries_unlinked_idx" ON "audit_entries" USING btree ("seq") WHERE "audit_entries"."link" is null;--> statement-breakpoint
CREATE INDEX "audit_entries_at_idx" ON "audit_entries" USING btree ("at","seq");--> statement-breakpoint
CREATE INDEX "audit_entries_actor_idx" ON "audit_entries" USING btree ("actor_id","seq");--> statement-breakpoint
CREATE INDEX "audit_entries_kind_idx" ON "audit_entries" USING btree ("kind","seq");--> statement-breakpoint
CREATE FUNCTION "audit_content_hash"(seq bigint, id uuid, at timestamptz, actor_id uuid, actor_label text, kind text, subject text, details jsonb) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(jsonb_build_array(seq, id, (extract(epoch from at) * 1000000)::bigint, actor_id, actor_label, kind, subject, details)::text, 'UTF8')), 'hex')
$$;--> statement-breakpoint
CREATE FUNCTION "audit_entries_seal"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.content_hash := audit_content_hash(NEW.seq, NEW.id, NEW.at, NEW.actor_id, NEW.actor_label, NEW.kind, NEW.subject, NEW.details);
  NEW.link := NULL; NEW.prev_hash := NULL; NEW.hash := NULL; NEW.prev_seq := NULL; NEW.prev_id := NULL;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "audit_entries_seal" BEFORE INSERT ON "audit_entries" FOR EACH ROW EXECUTE FUNCTION "audit_entries_seal"();--> statement-breakpoint
CREATE FUNCTION "audit_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    -- The chainer's one update: an unlinked entry gets its link and hashes, nothing else changes.
    IF OLD.link IS NULL AND OLD.hash IS NULL AND NEW.link IS NOT NULL AND NEW.hash IS NOT NULL
      AND (NEW.seq, NEW.id, NEW.at, NEW.actor_id, NEW.actor_label, NEW.kind, NEW.subject, NEW.details, NEW.content_hash, NEW.written_at)
        IS NOT DISTINCT FROM (OLD.seq, OLD.id, OLD.at, OLD.actor_id, OLD.actor_label, OLD.kind, OLD.subject, OLD.details, OLD.content_hash, OLD.written_at) THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit entries are append-only' USING ERRCODE = '42501';
END $$;--> statement-breakpoint
CREATE TRIGGER "audit_entries_append_only" BEFORE UPDATE OR DELETE ON "audit_entries" FOR EACH ROW EXECUTE FUNCTION "audit_entries_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_entries_no_truncate" BEFORE TRUNCATE ON "audit_entries" FOR EACH STATEMENT EXECUTE FUNCTION "audit_entries_append_only"();
