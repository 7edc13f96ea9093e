#!/bin/bash
# agentStop hook number $1: the job prompt (saved by the sessionStart hook) picks its output.
input=$(cat)
active=$(jq -r '.stop_hook_active' <<<"$input")
case "$(cat /tmp/job-prompt):$1:$active" in
  once:1:false) echo '{"decision":"block","reason":"Run the tests first (stop_hook_active=false)"}' ;;
  always:1:*) jq -cn --arg a "$active" '{decision: "block", reason: ("Keep going (stop_hook_active=" + $a + ")")}' ;;
  fieldwise-reason:1:false) echo '{"decision":"block","reason":"A"}' ;;
  fieldwise-reason:2:false) echo '{"reason":"B from the second hook"}' ;;
  later-allow:1:false) echo '{"decision":"block","reason":"blocked first"}' ;;
  later-allow:2:false) echo '{"decision":"allow"}' ;;
  no-reason:1:false) echo '{"decision":"block"}' ;;
  null-decision:1:false) echo '{"decision":"block","reason":"R1"}' ;;
  null-decision:2:false) echo '{"decision":null}' ;;
  empty-reason-later:1:false) echo '{"decision":"block","reason":"A"}' ;;
  empty-reason-later:2:false) echo '{"decision":"block","reason":""}' ;;
  numeric-reason:1:false) echo '{"decision":"block","reason":5}' ;;
esac
exit 0
