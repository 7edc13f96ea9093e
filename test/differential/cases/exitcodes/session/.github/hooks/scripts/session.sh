#!/bin/bash
# sessionStart: remembers the job prompt for the agentStop hook, then takes the exit path the prompt names.
prompt=$(jq -r '.initialPrompt')
printf '%s' "$prompt" >/tmp/job-prompt
case "$prompt" in
  *ss-exit2*) echo '{"additionalContext":"sessionStart stdout on exit 2"}'; echo "ss exit 2 stderr" >&2; exit 2 ;;
  *ss-crash*) echo '{"additionalContext":"lost: printed before exit 1"}'; exit 1 ;;
esac
exit 0
