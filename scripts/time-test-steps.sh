#!/usr/bin/env bash
# Times each step of `npm test` alone (wall and CPU seconds, the load average after it), with a cold jest cache:
#   bash scripts/time-test-steps.sh [lint typecheck unit integration build crawl e2e]
# Each step's output goes to reports/test-steps/<step>.log. Run it on a clean clone for the figures of docs/testing.md.
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 CI=true
logs=reports/test-steps
cache=$(mktemp -d)
mkdir -p "$logs"
trap 'rm -rf "$cache"' EXIT
step() {
  local name=$1
  shift
  /usr/bin/time -o "$logs/$name.time" -f "%e %U %S" "$@" >"$logs/$name.log" 2>&1
  local rc=$?
  read -r wall user sys < <(tail -1 "$logs/$name.time")
  printf "%-12s wall %6.1f s  cpu %6.1f s  exit %s  load %s\n" "$name" "$wall" "$(echo "$user + $sys" | bc)" "$rc" "$(cut -d' ' -f1 /proc/loadavg)"
}
for name in ${*:-lint typecheck unit integration build crawl e2e}; do
  case $name in
    lint) step lint npm run lint ;;
    typecheck) step typecheck npm run typecheck ;;
    unit) step unit npx jest --cacheDirectory "$cache" ;;
    integration) step integration npx jest -c jest.integration.config.js --cacheDirectory "$cache" ;;
    build) step build npm run build ;;
    crawl) step crawl npm run crawl ;;
    e2e) step e2e npx jest -c jest.e2e.config.js --cacheDirectory "$cache" ;;
    *) echo "unknown step: $name" >&2 ;;
  esac
done
