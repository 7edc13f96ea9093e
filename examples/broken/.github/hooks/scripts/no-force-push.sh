#!/usr/bin/env bash
# Deny force-pushes: the command is taken from the first argument, as a git alias would pass it.
command="$1"
case "$command" in
  *"git push --force"* | *"git push -f"*)
    echo '{"permissionDecision": "deny", "permissionDecisionReason": "force-push is not allowed"}'
    ;;
  *)
    echo '{}'
    ;;
esac
