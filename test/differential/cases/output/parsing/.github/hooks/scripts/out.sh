#!/bin/bash
# preToolUse and postToolUse: the command text picks what the hook prints on stdout (all exit 0).
input=$(cat)
cmd=$(jq -r '.toolArgs.command // ""' <<<"$input")
if jq -e 'has("toolResult")' <<<"$input" >/dev/null; then
  case "$cmd" in
    *long-context*) jq -cn '{additionalContext: ("L" * 12000)}' ;;
  esac
  exit 0
fi
DENY='{"permissionDecision":"deny","permissionDecisionReason":"parsed"}'
case "$cmd" in
  *progress-then-deny*) echo '{"type":"progress","message":"checking policy"}'; echo "$DENY" ;;
  *progress-swallows*) echo '{"type":"progress","message":"x","permissionDecision":"deny","permissionDecisionReason":"swallowed"}' ;;
  *pretty-deny*) printf '{\n  "permissionDecision": "deny",\n  "permissionDecisionReason": "pretty"\n}\n' ;;
  *pretty-progress*) printf '{\n  "type": "progress",\n  "message": "x"\n}\n%s\n' "$DENY" ;;
  *two-objects*) echo "$DENY"; echo "$DENY" ;;
  *text-then-json*) echo "checking..."; echo "$DENY" ;;
  *upper-deny*) echo '{"permissionDecision":"DENY","permissionDecisionReason":"upper case"}' ;;
  *padded-under-cap*) head -c 9437184 /dev/zero | tr '\0' ' '; echo "$DENY" ;;
  *padded-over-cap*) head -c 10485760 /dev/zero | tr '\0' ' '; echo "$DENY" ;;
esac
exit 0
