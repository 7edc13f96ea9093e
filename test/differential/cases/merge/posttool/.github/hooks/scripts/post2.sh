#!/bin/bash
# Second postToolUse hook: reports the tool result it was given, for the modified-result case.
input=$(cat)
case "$(jq -r '.toolArgs.command // ""' <<<"$input")" in
  *modified-result*) jq -c '{additionalContext: ("second hook saw: " + .toolResult.textResultForLlm)}' <<<"$input" ;;
  *two-contexts* | *blank-context*) echo '{"additionalContext":"second post context"}' ;;
esac
exit 0
