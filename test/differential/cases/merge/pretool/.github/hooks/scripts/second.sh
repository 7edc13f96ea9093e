#!/bin/bash
# Second preToolUse hook: reports the command it was given; denies in the allow-then-deny case.
input=$(cat)
cmd=$(jq -r '.toolArgs.command // ""' <<<"$input")
case "$cmd" in
  *allow-then-deny*) echo '{"permissionDecision":"deny","permissionDecisionReason":"second hook denies after an allow"}' ;;
  *) jq -cn --arg c "$cmd" '{additionalContext: ("second hook saw: " + $c)}' ;;
esac
