#!/bin/bash
# PreToolUse (Claude casing): hookSpecificOutput cases; silent otherwise.
case "$(jq -r '.tool_input.command // ""')" in
  *hso-overrides*) echo '{"permissionDecision":"allow","hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny","permissionDecisionReason":"from hookSpecificOutput"}}' ;;
  *hso-flat-reason*) echo '{"permissionDecisionReason":"flat reason","hookSpecificOutput":{"permissionDecision":"deny"}}' ;;
  *hso-allow*) echo '{"permissionDecision":"deny","permissionDecisionReason":"flat deny","hookSpecificOutput":{"permissionDecision":"allow"}}' ;;
esac
exit 0
