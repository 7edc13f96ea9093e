#!/bin/bash
# Sleeps past its 1 s timeout when the command (or the job prompt) carries a marker; tool-call markers act
# in preToolUse only, except ctx-then-sleep, which acts in postToolUse and sessionStart.
input=$(cat)
text=$(jq -r '.toolArgs.command // .initialPrompt // ""' <<<"$input")
kind=$(jq -r 'if has("toolResult") then "post" elif has("toolName") then "pre" else "session" end' <<<"$input")
case "$kind:$text" in
  pre:*sleep-past-timeout*) sleep 5 ;;
  pre:*deny-then-sleep*) echo '{"permissionDecision":"deny","permissionDecisionReason":"printed before the timeout"}'; sleep 5 ;;
  pre:*ignore-term*) trap '' TERM; sleep 4 ;;
  post:*ctx-then-sleep* | session:*ctx-then-sleep*) echo '{"additionalContext":"printed before the timeout"}'; sleep 5 ;;
esac
exit 0
