#!/bin/bash
# preToolUse: the command text picks the exit path under test.
cmd=$(jq -r '.toolArgs.command // ""')
case "$cmd" in
  *deny-exit0*) echo '{"permissionDecision":"deny","permissionDecisionReason":"denied with exit 0"}' ;;
  *exit2-stderr*) echo "stderr never reaches the model" >&2; exit 2 ;;
  *exit2-stdout*) echo '{"permissionDecision":"allow","permissionDecisionReason":"reason from stdout on exit 2"}'; exit 2 ;;
  *exit1*) echo "pre crashed" >&2; exit 1 ;;
  *exit7-allow*) echo '{"permissionDecision":"allow"}'; exit 7 ;;
  *exit127*) no-such-command-anywhere ;;
  *allow-exit0*) echo '{"permissionDecision":"allow"}' ;;
esac
exit 0
