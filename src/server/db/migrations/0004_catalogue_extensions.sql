-- Trigram indexes for the catalogue's city filter (decision 0008). pg_trgm is a trusted
-- extension: the database owner may create it, no superuser needed.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
