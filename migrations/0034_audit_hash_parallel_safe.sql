-- Verify recomputes every entry's content hash (DESIGN §13): marked PARALLEL SAFE (it is: an
-- immutable expression of its arguments), PostgreSQL spreads that recomputation over parallel
-- workers instead of one backend.
ALTER FUNCTION "audit_content_hash"(bigint, uuid, timestamptz, uuid, text, text, text, jsonb) PARALLEL SAFE;
