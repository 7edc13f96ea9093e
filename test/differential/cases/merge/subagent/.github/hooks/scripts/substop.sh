#!/bin/bash
# subagentStop hook number $1: the subagent's response picks its output.
input=$(cat)
active=$(jq -r '.stop_hook_active' <<<"$input")
case "$(jq -r '.response' <<<"$input"):$1:$active" in
  block-once:1:false) echo '{"decision":"block","reason":"Subagent: check again"}' ;;
  modify:1:*) echo '{"modifiedResponse":"MOD"}' ;;
  modify-empty:1:*) echo '{"modifiedResponse":"MOD"}' ;;
  modify-empty:2:*) echo '{"modifiedResponse":""}' ;;
  modify-then-number:1:*) echo '{"modifiedResponse":"MOD"}' ;;
  modify-then-number:2:*) echo '{"modifiedResponse":7}' ;;
esac
exit 0
