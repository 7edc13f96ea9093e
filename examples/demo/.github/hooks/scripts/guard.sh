#!/usr/bin/env bash
# Deny dangerous shell commands before the agent runs them.
# toolArgs is an object in Copilot CLI 1.0.102 and a JSON string in older docs: accept both.
set -euo pipefail
command=$(jq -r '.toolArgs | if type == "string" then fromjson else . end | .command // empty')
case "$command" in
  *"rm -rf /"* | *"rm -rf ~"* | *"mkfs"* | *":(){ :|:& };:"*)
    jq -cn --arg cmd "$command" '{permissionDecision: "deny", permissionDecisionReason: ("dangerous command blocked: " + $cmd)}'
    ;;
  *"git push --force"* | *"git push -f"*)
    jq -cn '{permissionDecision: "deny", permissionDecisionReason: "force-push is not allowed; push a new branch instead"}'
    ;;
  *)
    echo '{}'
    ;;
esac
