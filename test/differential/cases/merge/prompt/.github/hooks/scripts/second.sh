#!/bin/bash
# Second userPromptSubmitted hook: sees the original prompt (no chaining).
prompt=$(jq -r '.prompt')
case "$prompt" in
  ctx-last-wins) echo '{"additionalContext":"CTX-B"}' ;;
  modified-prompt) jq -cn --arg p "$prompt" '{additionalContext: ("second hook saw: " + $p)}' ;;
  block-then-allow) echo '{"decision":"allow"}' ;;
  reason-needs-decision) echo '{"reason":"B","additionalContext":"C"}' ;;
esac
exit 0
