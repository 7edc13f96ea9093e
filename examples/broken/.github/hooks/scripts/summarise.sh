# Tell the main agent which subagent finished.
name=$(jq -r '.agentName // "?"')
printf '{"additionalContext": "Subagent %s finished."}\n' "$name"
