-- Issue 26: a notification's label parameters are stored as keys (status: an order status,
-- queue: a role) and rendered in each reader's language. Rows written before carry the English
-- label; this turns each of those closed sets into its key once. Unknown values stay as they are.
UPDATE "notifications" SET "message_params" = jsonb_set("message_params", '{status}', to_jsonb(CASE "message_params"->>'status'
    WHEN 'Submitted' THEN 'SUBMITTED'
    WHEN 'Pending Sales & Collection Review' THEN 'PENDING_CREDIT'
    WHEN 'Needs Changes' THEN 'NEEDS_CHANGES'
    WHEN 'Resubmitted' THEN 'RESUBMITTED'
    WHEN 'Rejected' THEN 'REJECTED'
    WHEN 'Pending Credit Review' THEN 'PENDING_HIGHER'
    WHEN 'Appeal Review' THEN 'APPEAL_REVIEW'
    WHEN 'Pending Warehouse' THEN 'PENDING_WAREHOUSE'
    WHEN 'Ready to Print' THEN 'READY_TO_PRINT'
    WHEN 'Printed' THEN 'PRINTED'
    WHEN 'Dispatched' THEN 'ORDER_DISPATCHED'
    WHEN 'Transported' THEN 'ORDER_TRANSPORTED'
    WHEN 'Delivered' THEN 'ORDER_DELIVERED'
  END))
WHERE "message_key" = 'notifyStatus' AND "message_params"->>'status' IN ('Submitted', 'Pending Sales & Collection Review', 'Needs Changes', 'Resubmitted', 'Rejected', 'Pending Credit Review', 'Appeal Review', 'Pending Warehouse', 'Ready to Print', 'Printed', 'Dispatched', 'Transported', 'Delivered');--> statement-breakpoint
UPDATE "notifications" SET "message_params" = jsonb_set("message_params", '{queue}', to_jsonb(CASE "message_params"->>'queue'
    WHEN 'Medical Company' THEN 'MEDICAL_COMPANY'
    WHEN 'Sales & Collection Review' THEN 'CREDIT_TEAM'
    WHEN 'Credit Review' THEN 'HIGHER_AUTHORITY'
    WHEN 'Warehouse Manager' THEN 'WAREHOUSE_MANAGER'
    WHEN 'Administrator' THEN 'ADMIN'
  END))
WHERE "message_key" = 'notifyQueue' AND "message_params"->>'queue' IN ('Medical Company', 'Sales & Collection Review', 'Credit Review', 'Warehouse Manager', 'Administrator');
