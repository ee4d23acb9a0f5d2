// Interop: the official ACP TypeScript SDK (@agentclientprotocol/sdk) drives
// `nub acp` as an editor would — initialize, a new session with its slash
// commands, a prompt whose edit arrives as a diff and whose bash call asks
// first, end_turn — then loads the session in a second process and checks
// the replay.
// Run by `interop_with_the_typescript_sdk` (crates/nub/tests/suite/acp.rs)
// with NUB_BIN, NUB_ACP_SDK (the package folder) and REPO set.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Readable, Writable } from "node:stream";
import { pathToFileURL } from "node:url";

const sdkDir = process.env.NUB_ACP_SDK;
const pkg = JSON.parse(readFileSync(join(sdkDir, "package.json"), "utf8"));
const acp = await import(pathToFileURL(join(sdkDir, pkg.exports["."].import)).href);
const repo = process.env.REPO;

function fail(message) {
  console.error(message);
  process.exit(1);
}

/** Runs `op` against a fresh `nub acp`; returns what it returns and the updates seen. */
async function withNub(op) {
  const child = spawn(process.env.NUB_BIN, ["acp"], { stdio: ["pipe", "pipe", "inherit"] });
  const stream = acp.ndJsonStream(Writable.toWeb(child.stdin), Readable.toWeb(child.stdout));
  const updates = [];
  const permissions = [];
  const app = acp
    .client({ name: "nub-interop" })
    .onNotification("session/update", ({ params }) => {
      updates.push(params.update);
    })
    .onRequest("session/request_permission", ({ params }) => {
      permissions.push(params);
      return { outcome: { outcome: "selected", optionId: params.options[0].optionId } };
    });
  const result = await app.connectWith(stream, async (ctx) => {
    const init = await ctx.request("initialize", {
      protocolVersion: acp.PROTOCOL_VERSION,
      clientCapabilities: {},
      clientInfo: { name: "nub-interop", version: "1" },
    });
    if (init.protocolVersion !== 1 || !init.agentCapabilities.loadSession) fail(`initialize: ${JSON.stringify(init)}`);
    return op(ctx);
  });
  child.stdin.end();
  const code = await new Promise((resolve) => child.on("exit", resolve));
  if (code !== 0) fail(`nub acp exited with ${code}`);
  return { result, updates, permissions };
}

const first = await withNub(async (ctx) => {
  const session = await ctx.request("session/new", { cwd: repo, mcpServers: [] });
  const answer = await ctx.request("session/prompt", {
    sessionId: session.sessionId,
    prompt: [{ type: "text", text: "change the greeting" }],
  });
  return { sessionId: session.sessionId, stopReason: answer.stopReason };
});
if (first.result.stopReason !== "end_turn") fail(`stopReason: ${first.result.stopReason}`);
const diff = first.updates.flatMap((u) => u.content ?? []).find((c) => c.type === "diff");
if (!diff || diff.oldText !== "Hello" || diff.newText !== "Goodbye") fail(`no diff: ${JSON.stringify(first.updates)}`);
if (first.permissions.length !== 1 || first.permissions[0].toolCall.kind !== "execute") {
  fail(`permissions: ${JSON.stringify(first.permissions)}`);
}
const kinds = first.updates.map((u) => u.sessionUpdate);
const commands = first.updates.find((u) => u.sessionUpdate === "available_commands_update");
if (!commands || commands.availableCommands[0]?.name !== "compact") fail(`no commands: ${kinds}`);
const text = first.updates.filter((u) => u.sessionUpdate === "agent_message_chunk").map((u) => u.content.text).join("");
if (text !== "Done.") fail(`answer: ${text} in ${kinds}`);

const second = await withNub(async (ctx) => {
  await ctx.request("session/load", { sessionId: first.result.sessionId, cwd: repo, mcpServers: [] });
});
const replayed = second.updates.map((u) => u.sessionUpdate).filter((kind) => kind !== "available_commands_update");
if (replayed[0] !== "user_message_chunk" || replayed.at(-1) !== "agent_message_chunk") {
  fail(`replay: ${replayed}`);
}
console.log("ok");
