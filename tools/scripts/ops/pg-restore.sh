#!/usr/bin/env bash
# Restores a pg-backup.sh file into an EMPTY database (create it first: createdb, or your provider's
# console), in one transaction: either everything is restored or nothing is.
#   tools/scripts/ops/pg-restore.sh /backups/ratai-20261124T020000Z.dump "$NEW_DATABASE_URL"
# Then point DATABASE_URL at it and start the API: its migrations run and find nothing to do (or
# bring a backup from an older release up to date).
set -euo pipefail
if [ $# -ne 2 ]; then echo "usage: $0 FILE TARGET_DATABASE_URL" >&2; exit 2; fi
file=$1
url=$2
tables=$(psql "$url" --no-psqlrc --tuples-only --no-align --quiet \
  -c "select count(*) from pg_tables where schemaname not in ('pg_catalog', 'information_schema')")
if [ "$tables" != "0" ]; then
  echo "refusing to restore: the target database already has $tables tables (restore into an empty database)" >&2
  exit 1
fi
pg_restore --no-owner --no-privileges --exit-on-error --single-transaction --dbname="$url" "$file"
echo "restored $file"
