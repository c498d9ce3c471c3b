-- An instant as the API writes it (lib/local-dates.ts, docs/domain.md §1): the wall clock of `zone`
-- to the millisecond and the zone's offset, '2026-11-24T22:30:00.000-03:00'. The appointment lists
-- build their JSON in the database with it (decision 1236). Plain SQL, so the planner inlines it.
CREATE FUNCTION "zoned_iso"(ts timestamptz, zone text) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT to_char(ts AT TIME ZONE zone, 'YYYY-MM-DD"T"HH24:MI:SS.MS')
    || CASE WHEN ts AT TIME ZONE zone < ts AT TIME ZONE 'UTC' THEN '-' ELSE '+' END
    || to_char(abs(extract(epoch FROM (ts AT TIME ZONE zone) - (ts AT TIME ZONE 'UTC')))::int / 3600, 'FM00')
    || ':'
    || to_char(abs(extract(epoch FROM (ts AT TIME ZONE zone) - (ts AT TIME ZONE 'UTC')))::int % 3600 / 60, 'FM00')
$$;
