#!/usr/bin/env bash
# Before the agent ends its turn, make it run the tests once: block the first stop, allow the forced one.
set -euo pipefail
active=$(jq -r '.stop_hook_active')
if [ "$active" = "true" ] || [ -f .tests-passed ]; then
  echo '{"decision": "allow"}'
else
  echo '{"decision": "block", "reason": "Run the test suite (npm test) and fix any failure before you finish."}'
fi
