#!/bin/bash
# First postToolUse hook: the command text picks its output.
case "$(jq -r '.toolArgs.command // ""')" in
  *two-contexts*) echo '{"additionalContext":"first post context"}' ;;
  *modified-result*) echo '{"modifiedResult":{"resultType":"success","textResultForLlm":"replaced by the first hook"},"additionalContext":"first post context"}' ;;
  *modified-failure*) echo '{"modifiedResult":{"resultType":"failure","textResultForLlm":"turned into a failure"},"additionalContext":"context of the failure result"}' ;;
  *blank-context*) echo '{"additionalContext":""}' ;;
esac
exit 0
