#!/usr/bin/env bash
# `npm test`: everything CI checks, in order of speed, tier by tier (README, Development).
# Stops at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s ===\n' "$1"; step_started=$(date +%s); }
took() { echo "--- $(( $(date +%s) - step_started )) s"; }

echo "node $(node -v) ($(command -v node))"

step "format (biome)"
npm run -s format:check
took
step "typecheck"
npm run -s typecheck
took
step "lint"
npm run -s lint
took
step "dead code (knip)"
npm run -s knip
took
step "unit tests"
npx vitest run --project unit
took
step "integration tests (PGlite)"
npx vitest run --project integration
took
step "integration tests (PostgreSQL 15)"
bash scripts/with-postgres.sh npx vitest run --project integration --project slow
took
step "slow tests: capacity and processes (once)"
npx vitest run --project slow
took
step "production build (unless the one \`npm start\` made is current)"
node scripts/build-if-needed.ts
took
step "route fuzzer (fast-check, fixed seed, bounded)"
FUZZ_RUNS=400 npx tsx tests/fuzz/route-fuzz.ts
took
step "end-to-end tests (Chromium)"
PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 bash scripts/with-postgres.sh npx playwright test
took
