#!/bin/bash
# First preToolUse hook: the command text picks its verdict.
input=$(cat)
case "$(jq -r '.toolArgs.command // ""' <<<"$input")" in
  *deny-reason*) echo '{"permissionDecision":"deny","permissionDecisionReason":"first hook denies"}' ;;
  *deny-noreason*) echo '{"permissionDecision":"deny"}' ;;
  *ask-reason*) echo '{"permissionDecision":"ask","permissionDecisionReason":"please confirm"}' ;;
  *ask-noreason*) echo '{"permissionDecision":"ask"}' ;;
  *allow-then-deny*) echo '{"permissionDecision":"allow","permissionDecisionReason":"first allows"}' ;;
  *modify-args*) jq -c '{modifiedArgs: (.toolArgs + {command: "echo modified-by-first"})}' <<<"$input" ;;
  *modify-and-deny*) jq -c '{permissionDecision: "deny", permissionDecisionReason: "deny wins over modifiedArgs", modifiedArgs: (.toolArgs + {command: "echo never"})}' <<<"$input" ;;
  *context-on-deny*) echo '{"permissionDecision":"deny","permissionDecisionReason":"denied with context","additionalContext":"context from the first hook"}' ;;
  *context-on-allow*) echo '{"additionalContext":"context from the first hook"}' ;;
esac
exit 0
