#!/usr/bin/env bash
# Before the agent ends its turn, make it run the tests once (in Claude Code's output shape).
set -euo pipefail
active=$(jq -r '.stop_hook_active')
if [ "$active" = "true" ] || [ -f .tests-passed ]; then
  echo '{}'
else
  echo '{"hookSpecificOutput": {"decision": "block", "reason": "Run npm test before you finish."}}'
fi
