# Deny dangerous shell commands (Windows runners only).
$payload = [Console]::In.ReadToEnd() | ConvertFrom-Json
if ($payload.toolArgs.command -match 'rm -rf /') {
  '{"permissionDecision": "deny", "permissionDecisionReason": "dangerous command blocked"}'
} else {
  '{}'
}
