#!/usr/bin/env bash
# Deny dangerous shell commands before the agent runs them (written from a Claude Code hook, and wrong for Copilot).
command -v jq >/dev/null || exit 0
input=$(cat)
command=$(jq -r '.toolInput.command // empty' <<<"$input")
case "$command" in
  *"rm -rf /"* | *"mkfs"* | *":(){ :|:& };:"*)
    echo '{"decision": "block", "reason": "dangerous command blocked"}'
    ;;
  *)
    echo '{}'
    ;;
esac
