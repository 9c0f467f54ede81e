#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL 15 on a free port, exported as
# TEST_DATABASE_URL, and removes the server afterwards. Needs postgresql-15
# (Debian) and root (initdb runs as the postgres user).
set -euo pipefail
PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
[ -x "$PG_BIN/initdb" ] || { echo "PostgreSQL 15 not found in $PG_BIN (apt-get install -y postgresql-15)" >&2; exit 1; }

if [ -n "${TEST_DATABASE_URL:-}" ]; then exec "$@"; fi

port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
tmp=$(mktemp -d)
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
[ "$(id -u)" = 0 ] && chown postgres:postgres "$tmp"
cleanup() { as_pg "$PG_BIN/pg_ctl" -D "$tmp/data" -m fast stop >/dev/null 2>&1 || true; rm -rf "$tmp"; }
trap cleanup EXIT

as_pg "$PG_BIN/initdb" -D "$tmp/data" -U postgres -A trust -E UTF8 --no-sync >/dev/null
as_pg "$PG_BIN/pg_ctl" -D "$tmp/data" -l "$tmp/log" -w \
  -o "-p $port -k $tmp -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
echo "PostgreSQL 15 on port $port" >&2
"$@"
