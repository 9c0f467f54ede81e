#!/usr/bin/env bash
# `npm test`: everything CI checks, in order of speed. Stops at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s ===\n' "$1"; }

echo "node $(node -v) ($(command -v node))"

step "format (biome)"
npm run -s format:check
step "typecheck"
npm run -s typecheck
step "lint"
npm run -s lint
step "dead code (knip)"
npm run -s knip
step "unit + integration tests (PGlite)"
npx vitest run
step "integration tests (PostgreSQL 15)"
bash scripts/with-postgres.sh npx vitest run --project integration
step "production build"
npm run -s build
step "route fuzzer (fast-check, fixed seed, bounded)"
FUZZ_RUNS=400 npx tsx tests/fuzz/route-fuzz.ts
step "end-to-end tests (Chromium)"
PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 bash scripts/with-postgres.sh npx playwright test
