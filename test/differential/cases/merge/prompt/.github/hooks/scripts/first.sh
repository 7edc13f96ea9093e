#!/bin/bash
# First userPromptSubmitted hook: the job prompt picks its output.
case "$(jq -r '.prompt')" in
  ctx-last-wins) echo '{"additionalContext":"CTX-A"}' ;;
  modified-prompt) echo '{"modifiedPrompt":"the rewritten prompt"}' ;;
  block-with-reason) echo '{"decision":"block","reason":"blocked by policy"}' ;;
  block-then-allow) echo '{"decision":"block","reason":"blocked first"}' ;;
  block-no-reason) echo '{"decision":"block"}' ;;
  block-empty-reason) echo '{"decision":"block","reason":""}' ;;
  reason-needs-decision) echo '{"decision":"block","reason":"A"}' ;;
  non-string-prompt) echo '{"modifiedPrompt":42}' ;;
esac
exit 0
