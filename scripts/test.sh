#!/usr/bin/env bash
# npm test: every check and every test. Set DATABASE_URL and REDIS_URL to also run the API suite
# against PostgreSQL and Redis (.ci/run does).
set -euo pipefail
cd "$(dirname "$0")/.."
# Each step prints the seconds since the start, so a slow run shows which step grew.
step() { printf '\n\033[1m== [%ss] %s\033[0m\n' "$SECONDS" "$*"; }

# npm puts node_modules/.bin (the `node` package, installed by npm install) first on the PATH: every
# test, server and tool below runs on that Node, which must be the one package.json's engines names.
required=$(node -p "require('./package.json').engines.node.replace(/\\D/g, '')")
if (($(node -p 'process.versions.node.split(".")[0]') < required)); then
  echo "npm test needs Node $required or later, found $(node --version): run it through npm after npm install" >&2
  exit 1
fi
step "Node $(node --version)"

step "Typecheck"
npm run typecheck
step "Lint and format"
npm run lint
npm run format:check

step "Production build of the storefront (the server-rendering tests and the journeys use it)"
bash scripts/ensure-chromium.sh
npm run build

step "Unit and integration tests (embedded PGlite)"
env -u DATABASE_URL -u REDIS_URL npx vitest run

if [[ -n "${DATABASE_URL:-}" ]]; then
  step "API suite again against PostgreSQL${REDIS_URL:+ and Redis}"
  npx vitest run apps/api
fi

step "Resilience: kill -9 under a checkout load${DATABASE_URL:+, two instances on PostgreSQL and Redis}, the nginx front"
bash scripts/ensure-nginx.sh
npx vitest run --config resilience/vitest.config.ts

step "Browser journeys (production build, Debian's Chromium)"
npm run e2e -w @vitrine/e2e
step "Done"
