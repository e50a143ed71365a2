-- The outbox no longer notifies at each insert: a NOTIFY serializes every committing
-- transaction that sends one on PostgreSQL's notify lock (with its WAL flush), which capped
-- chat sends at a few hundred a second. The process that commits events now wakes its own
-- processor after the commit; other processes find events by their poll.
DROP TRIGGER IF EXISTS "outbox_wake" ON "outbox";--> statement-breakpoint
DROP FUNCTION IF EXISTS "outbox_wake"();
