#!/usr/bin/env bash
# After a file is edited or created, remind the agent of the project's lint rules for that file type.
set -euo pipefail
path=$(jq -r '.toolArgs | if type == "string" then fromjson else . end | .path // empty')
case "$path" in
  *.ts | *.js)
    jq -cn --arg p "$path" '{additionalContext: ("Lint: " + $p + " must pass `npm run lint`.")}'
    ;;
  *)
    echo '{}'
    ;;
esac
