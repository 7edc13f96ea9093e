#!/bin/bash
# userPromptSubmitted: the prompt names the exit path.
case "$(jq -r '.prompt')" in
  *ups-exit2*) echo '{"additionalContext":"prompt hook stdout on exit 2"}'; echo "ups exit 2 stderr" >&2; exit 2 ;;
  *ups-crash*) echo '{"decision":"block","reason":"lost: printed before exit 1"}'; exit 1 ;;
esac
exit 0
