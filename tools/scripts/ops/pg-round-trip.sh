#!/usr/bin/env bash
# The backup drill: backs up SOURCE with pg-backup.sh, restores the file into the EMPTY database
# SCRATCH with pg-restore.sh, and compares the two with pg-compare.sh. Exit 0 only when the restore
# is identical to the source. Run it on schedule against production (SCRATCH on another server):
# a backup is only as good as its last restore.
#   tools/scripts/ops/pg-round-trip.sh "$DATABASE_URL" "$SCRATCH_DATABASE_URL"
set -euo pipefail
if [ $# -ne 2 ]; then echo "usage: $0 SOURCE_DATABASE_URL EMPTY_SCRATCH_DATABASE_URL" >&2; exit 2; fi
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

"$here/pg-backup.sh" "$1" "$work/round-trip.dump"
"$here/pg-restore.sh" "$work/round-trip.dump" "$2"
"$here/pg-compare.sh" "$1" "$2"
echo "round trip OK"
