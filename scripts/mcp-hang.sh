#!/bin/sh
# An MCP server that never answers initialize: for the timeout test and the
# start-up benchmark. Writes its pid to $1 when given (the orphan check).
[ -n "$1" ] && echo $$ > "$1"
echo "mcp-hang: never answering on purpose" >&2
exec sleep 600
