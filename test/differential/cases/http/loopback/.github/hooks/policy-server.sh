#!/usr/bin/env bash
# Start a policy server on the sandbox's loopback (it outlives this hook), wait until it listens.
cat >/dev/null
setsid node -e '
require("http").createServer((req, res) => {
  let body = "";
  req.on("data", (chunk) => (body += chunk));
  req.on("end", () => {
    const input = JSON.parse(body);
    const args = typeof input.toolArgs === "string" ? JSON.parse(input.toolArgs) : input.toolArgs || {};
    const deny = String(args.command || "").includes("rm -rf");
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify(deny ? { permissionDecision: "deny", permissionDecisionReason: "loopback policy: no rm -rf" } : {}));
  });
}).listen(18932, "127.0.0.1");
' >/dev/null 2>&1 </dev/null &
for _ in $(seq 100); do (exec 3<>/dev/tcp/127.0.0.1/18932) 2>/dev/null && break; sleep 0.1; done
echo '{}'
