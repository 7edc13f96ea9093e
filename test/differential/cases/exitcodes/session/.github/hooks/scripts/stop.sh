#!/bin/bash
# agentStop: blocks on the first dispatch only, through the exit path the job prompt names.
[[ $(jq -r '.stop_hook_active') == false ]] || exit 0
case "$(cat /tmp/job-prompt 2>/dev/null)" in
  *stop-exit2*) echo '{"decision":"block","reason":"block printed with exit 2"}'; echo "stop exit 2 stderr" >&2; exit 2 ;;
  *stop-crash*) echo '{"decision":"block","reason":"lost: printed before exit 1"}'; exit 1 ;;
esac
exit 0
