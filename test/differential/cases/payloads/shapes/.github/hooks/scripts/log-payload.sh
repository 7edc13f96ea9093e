#!/bin/bash
# Appends one line describing the payload on stdin (keys in order, stable values) to /tmp/payload.log.
# Values that change per run (session ids, timestamps, tool output) are reduced to their shape.
set -euo pipefail
jq -r --arg tag "$1" '
  def v($k): if has($k) then "\($k)=\(.[$k] | if type == "string" then . else tojson end)" else empty end;
  def shape($k):
    if has($k) then .[$k] | "\($k)=<\(type)\(if type == "object" then ":" + (keys_unsorted | join(",")) else "" end)>"
    else empty end;
  def parent($k): if has($k) then "\($k)=\(if .[$k] == (.sessionId // .session_id) then "<sessionId>" else "<other>" end)" else empty end;
  def task: (.toolName // .tool_name) == "task" or .tool_name == "Agent";
  [$tag, "keys=" + (keys_unsorted | join(",")),
   shape("timestamp"), shape("sessionId"), shape("session_id"), shape("agentId"), shape("agent_id"),
   parent("parentAgentId"), parent("parent_agent_id"),
   v("cwd"), v("hook_event_name"), v("source"), v("initialPrompt"), v("initial_prompt"), v("prompt"),
   v("toolName"), v("tool_name"), (if task then empty else v("toolArgs"), v("tool_input") end),
   shape("toolResult"), shape("tool_result"), shape("error"),
   v("stopReason"), v("stop_reason"), v("stop_hook_active"),
   v("agentName"), v("agent_name"), v("agentType"), v("agent_type"), v("response"), v("last_assistant_message"),
   v("reason"),
   (if has("transcriptPath") then "transcriptPath=" + (.transcriptPath | gsub("[0-9a-f-]{36}"; "<id>")) else empty end),
   (if has("transcript_path") then "transcript_path=" + (.transcript_path | gsub("[0-9a-f-]{36}"; "<id>")) else empty end)
  ] | join(" ")' >>/tmp/payload.log
