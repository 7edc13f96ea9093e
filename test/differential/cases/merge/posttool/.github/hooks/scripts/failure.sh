#!/bin/bash
# postToolUseFailure: reports the error it was given when the failure came from a modifiedResult.
input=$(cat)
error=$(jq -r '.error' <<<"$input")
case "$error" in
  "turned into a failure") jq -cn --arg e "$error" '{additionalContext: ("failure hook saw: " + $e)}' ;;
  *) echo '{"additionalContext":"failure context"}' ;;
esac
