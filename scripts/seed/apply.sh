#!/usr/bin/env bash
# Migrate and seed the local D1 catalog (binding DB, wrangler.toml) from .seed/catalog.sql.
#
#   bash scripts/seed/apply.sh [build.ts options, e.g. --today 2026-12-01]
#
# 1. Builds the seed (scripts/seed/build.ts; skipped when its input fingerprint is unchanged).
# 2. If migrations/ changed since the last apply, deletes the local D1 state (.wrangler/state/v3/d1)
#    so the schema is recreated from scratch.
# 3. `wrangler d1 migrations apply DB --local` when the DB is new or the migrations changed.
# 4. scripts/seed/load-local.mjs (if it fails, e.g. a FOREIGN KEY from rows earlier runs wrote, the
#    local D1 is recreated and loaded once more): what `wrangler d1 execute DB --local --file .seed/catalog.sql` does (one
#    atomic batch; the seed starts with DELETEs) from the already split .seed/catalog.statements.json,
#    20 s instead of 52 (decision 060), only when the DB has no hotels or the seed fingerprint
#    differs from the applied one; then
#    empties the local Cache API (.wrangler/state/v3/cache), whose copies of CMS and catalog answers
#    would otherwise outlive the data they were made from (up to their max-age).
# Applied fingerprints are kept in .seed/applied.hash and .seed/applied-migrations.hash.
set -euo pipefail
cd "$(dirname "$0")/../.."

export WRANGLER_SEND_METRICS=false CLOUDFLARE_CF_FETCH_ENABLED=false WRANGLER_HIDE_BANNER=true NO_UPDATE_NOTIFIER=1

npx tsx scripts/seed/build.ts "$@"

seed_hash=$(cat .seed/catalog.sql.hash)
migrations_hash=$(cat .seed/migrations.hash)
applied_seed=$(cat .seed/applied.hash 2>/dev/null || true)
applied_migrations=$(cat .seed/applied-migrations.hash 2>/dev/null || true)

if [ -d .wrangler/state/v3/d1 ] && [ "$applied_migrations" != "$migrations_hash" ]; then
  echo "seed: migrations changed since the last apply; recreating the local D1 database"
  rm -rf .wrangler/state/v3/d1
  rm -f .seed/applied.hash .seed/applied-migrations.hash
  applied_seed=""
fi

# wrangler's --log-level is not a d1 flag in wrangler 4.86; WRANGLER_LOG does the same.
if [ ! -d .wrangler/state/v3/d1 ] || [ "$applied_migrations" != "$migrations_hash" ]; then
  WRANGLER_LOG=warn npx wrangler d1 migrations apply DB --local < /dev/null > /dev/null
  echo "$migrations_hash" > .seed/applied-migrations.hash
fi

hotels=$(node scripts/seed/load-local.mjs --count 2>/dev/null || echo 0)

if [ "$hotels" != "0" ] && [ "$applied_seed" = "$seed_hash" ]; then
  echo "seed: local D1 already holds this catalog ($hotels hotels)"
  exit 0
fi

started=$(date +%s)
if ! node scripts/seed/load-local.mjs; then
  # Rows the shop wrote (bookings, carts, wishlists of earlier runs) can reference catalog rows the
  # seed's DELETEs remove (FOREIGN KEY failed): start again from an empty local D1.
  echo "seed: recreating the local D1 database (rows written by earlier runs held the old catalog)"
  rm -rf .wrangler/state/v3/d1
  WRANGLER_LOG=warn npx wrangler d1 migrations apply DB --local < /dev/null > /dev/null
  echo "$migrations_hash" > .seed/applied-migrations.hash
  node scripts/seed/load-local.mjs
fi
echo "$seed_hash" > .seed/applied.hash
rm -rf .wrangler/state/v3/cache
echo "seed: loaded .seed/catalog.sql into the local D1 in $(( $(date +%s) - started )) s"
