#!/bin/bash
# userPromptTransformed: replaces what the model gets for one prompt; reports the prompt it was given.
input=$(cat)
case "$(jq -r '.prompt' <<<"$input")" in
  modified-transformed) echo '{"modifiedTransformedPrompt":"replaced for the model"}' ;;
  "the rewritten prompt") echo '{"modifiedTransformedPrompt":"transformed hook saw the rewritten prompt"}' ;;
esac
exit 0
