#!/bin/bash
# sessionStart hook number $1: the job prompt picks its additionalContext (a JSON value, or nothing).
prompt=$(jq -r '.initialPrompt')
case "$prompt:$1" in
  join:1) echo '{"additionalContext":"A"}' ;;
  join:2) echo '{"additionalContext":""}' ;;
  join:3) echo '{"additionalContext":"B"}' ;;
  null-reset:1) echo '{"additionalContext":"A"}' ;;
  null-reset:2) echo '{"additionalContext":null}' ;;
  null-reset:3) echo '{"additionalContext":"B"}' ;;
  all-blank:1) echo '{"additionalContext":""}' ;;
  all-blank:2) echo '{"additionalContext":"  "}' ;;
  null-final:1) echo '{"additionalContext":"A"}' ;;
  null-final:2) echo '{"additionalContext":null}' ;;
esac
exit 0
