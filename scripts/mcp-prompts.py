#!/usr/bin/env python3
"""An MCP server over stdio that offers prompts and no tools: for the tests of
`/server:prompt` (print mode, the TUI, ACP) and for trying it by hand:

    [[mcp]]
    name = "team"
    command = "python3"
    args = ["scripts/mcp-prompts.py"]

Prompts: `review` (arguments `language`, required, and `focus`), `standup`
(none) and `broken` (answers an error). Standard library only.
"""
import json
import sys

PROMPTS = [
    {
        "name": "review",
        "description": "Review the code in one language",
        "arguments": [
            {"name": "language", "description": "the language", "required": True},
            {"name": "focus", "description": "what to look at"},
        ],
    },
    {"name": "standup", "description": "Summarise what changed since yesterday"},
    {"name": "broken", "description": "Always fails"},
]


def prompt_text(name, args):
    if name == "review":
        focus = args.get("focus", "anything")
        return f"REVIEW-PROMPT: review the {args.get('language')} code, focusing on {focus}."
    if name == "standup":
        return "STANDUP-PROMPT: list what changed since yesterday."
    return None


def answer(request):
    method, params = request.get("method"), request.get("params") or {}
    if method == "initialize":
        return {
            "protocolVersion": params.get("protocolVersion", "2025-06-18"),
            "capabilities": {"prompts": {}, "tools": {}},
            "serverInfo": {"name": "mcp-prompts", "version": "1"},
        }
    if method == "tools/list":
        return {"tools": []}
    if method == "prompts/list":
        return {"prompts": PROMPTS}
    if method == "prompts/get":
        text = prompt_text(params.get("name"), params.get("arguments") or {})
        if text is None:
            raise ValueError(f"prompt {params.get('name')} is broken")
        return {"messages": [{"role": "user", "content": {"type": "text", "text": text}}]}
    raise LookupError(method)


for line in sys.stdin:
    request = json.loads(line)
    if "id" not in request:
        continue
    try:
        reply = {"jsonrpc": "2.0", "id": request["id"], "result": answer(request)}
    except LookupError as error:
        reply = {"jsonrpc": "2.0", "id": request["id"], "error": {"code": -32601, "message": f"no method {error}"}}
    except ValueError as error:
        reply = {"jsonrpc": "2.0", "id": request["id"], "error": {"code": -32602, "message": str(error)}}
    sys.stdout.write(json.dumps(reply) + "\n")
    sys.stdout.flush()
