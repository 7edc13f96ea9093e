#!/bin/bash
# postToolUse / postToolUseFailure: the command or old_str text picks the exit path under test.
input=$(cat)
text=$(jq -r '.toolArgs.command // .toolArgs.old_str // ""' <<<"$input")
case "$text" in
  *post-crash*) echo '{"additionalContext":"lost: printed before exit 1"}'; echo "post crashed" >&2; exit 1 ;;
  *post-exit2*) echo '{"additionalContext":"stdout of a postToolUse exit 2"}'; echo "post exit 2 stderr" >&2; exit 2 ;;
  *fail-exit2*) echo '{"additionalContext":"stdout of a postToolUseFailure exit 2"}'; echo "failure exit 2 stderr" >&2; exit 2 ;;
  *fail-exit1*) echo "failure hook crashed" >&2; exit 1 ;;
esac
exit 0
