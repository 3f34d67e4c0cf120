-- Written by hand (docs/decisions/086-searched-pages.md): the users whose search
-- text matches an ILIKE pattern, always read through the trigram index. The function's own
-- `SET enable_seqscan = off` makes its plan independent of the pattern's estimated selectivity,
-- which ANALYZE's sample can overstate many times over; the caller runs it only for a term its
-- walk of the newest rows found rare. A function with a SET clause is never inlined, so the
-- setting holds for its query alone.
CREATE FUNCTION "users_matching_search"(pattern text) RETURNS SETOF integer
  LANGUAGE sql STABLE PARALLEL SAFE ROWS 100
  SET enable_seqscan = off
AS $$
  SELECT id FROM users
  WHERE (username || ' ' || first_name || ' ' || last_name || ' ' || coalesce(mobile, '')) ILIKE pattern
$$;
