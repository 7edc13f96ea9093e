#!/bin/bash
# agentStop of the main agent, first dispatch: blocks once with every payload line logged so far (sorted,
# since the runtime may run sessionStart and userPromptSubmitted hooks at the same time) as the reason.
set -euo pipefail
input=$(cat)
printf '%s' "$input" | "$(dirname "$0")/log-payload.sh" "$1"
if [[ $(jq -r '.stop_hook_active' <<<"$input") == false && $(jq -r 'has("agentId") or has("agent_id")' <<<"$input") == false ]]; then
  jq -cn --arg r "$(sort /tmp/payload.log)" '{decision: "block", reason: $r}'
fi
