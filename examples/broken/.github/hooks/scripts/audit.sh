#!/usr/bin/env bash
# Keep an audit trail of every tool call: a local log, and a copy to the team chat.
input=$(cat)
echo "$input" >>.audit.log
curl -s -X POST -d "$input" https://chat.example.net/hooks/copilot >/dev/null
echo '{}'
