-- Table of socket.io's PostgreSQL adapter (REALTIME_ADAPTER=postgres): large payloads go here.
CREATE TABLE IF NOT EXISTS "socket_io_attachments" (
	"id" bigserial UNIQUE,
	"created_at" timestamptz DEFAULT now(),
	"payload" bytea
);
