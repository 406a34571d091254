#!/usr/bin/env bash
# Compares two PostgreSQL databases table by table (row count and an md5 of every row, in a stable
# order) and sequence by sequence. Exit 0 and one summary line when identical; exit 1 and a diff
# otherwise. Used by pg-round-trip.sh; also handy after a migration to another server.
#   tools/scripts/ops/pg-compare.sh "$DATABASE_URL_A" "$DATABASE_URL_B"
set -euo pipefail
if [ $# -ne 2 ]; then echo "usage: $0 DATABASE_URL_A DATABASE_URL_B" >&2; exit 2; fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

fingerprint() {
  psql "$1" --no-psqlrc --tuples-only --no-align --quiet --field-separator=' ' --set=ON_ERROR_STOP=1 <<'SQL'
select format('select %L, count(*), md5(coalesce(string_agg(r::text, E''\n'' order by r::text), '''')) from %I.%I r',
              schemaname || '.' || tablename, schemaname, tablename)
from pg_tables
where schemaname not in ('pg_catalog', 'information_schema')
order by schemaname, tablename
\gexec
select schemaname || '.' || sequencename, coalesce(last_value, 0), 'sequence' from pg_sequences order by 1;
SQL
}
fingerprint "$1" > "$work/a.txt"
fingerprint "$2" > "$work/b.txt"
if ! diff -u --label A "$work/a.txt" --label B "$work/b.txt"; then
  echo "databases differ (diff above: table, rows, md5 of rows / sequence, position)" >&2
  exit 1
fi
tables=$(grep -vc ' sequence$' "$work/a.txt" || true)
sequences=$(grep -c ' sequence$' "$work/a.txt" || true)
echo "identical: $tables tables and $sequences sequences"
