#!/usr/bin/env bash
# Backs up the Ratai PostgreSQL database into one file (pg_dump's custom format: compressed, restorable
# table by table, readable by pg_restore of the same or a newer major version).
#   tools/scripts/ops/pg-backup.sh "$DATABASE_URL" /backups/ratai-$(date -u +%Y%m%dT%H%M%SZ).dump
# The file holds personal data (applications, encrypted personal codes — their key, DATA_KEY, is NOT
# in it): store it encrypted, apart from DATA_KEY, and delete it on schedule (docs/deployment.md).
set -euo pipefail
if [ $# -ne 2 ]; then echo "usage: $0 DATABASE_URL FILE" >&2; exit 2; fi
url=$1
file=$2
tmp="$file.partial"
# --no-owner/--no-privileges: the dump restores under whatever role runs the restore.
pg_dump --format=custom --compress=6 --no-owner --no-privileges --file="$tmp" "$url"
# A backup that cannot be listed cannot be restored: check before keeping it.
pg_restore --list "$tmp" > /dev/null
mv "$tmp" "$file"
echo "backup: $file ($(du -h "$file" | cut -f1))"
