package cli

import (
	"fmt"

	"github.com/cajeta-lang/skills/internal/buildinfo"
	"github.com/cajeta-lang/skills/internal/mcp"
)

var mcpCommand = &command{
	name:  "compiler-mcp",
	usage: "compiler-mcp",
	short: "serve skill discovery over MCP (JSON-RPC on stdin and stdout)",
	run:   runMCP,
}

func runMCP(c *command, env *Env, args []string) int {
	f := newFlags(c.name, c.usage,
		"Compiler-mcp is the Model Context Protocol server for skill discovery: it reads one\n"+
			"JSON-RPC request per line on stdin and writes one response per line on stdout, serving\n"+
			"the tools searchSkills, listSkills and getSkills over the embedded corpus and the\n"+
			"skills of the dependencies in ./cajeta.lock. Register it with an agent host as\n"+
			"{\"type\":\"stdio\",\"command\":\"cajeta\",\"args\":[\"compiler-mcp\"]}.")
	pos, code, done := f.parse(env, args)
	if done {
		return code
	}
	if len(pos) > 0 {
		return f.usageError(env, "unexpected argument '%s'", pos[0])
	}
	ctx, ok := loadContext(env, c.name)
	if !ok {
		return ExitFail
	}
	if err := mcp.NewServer(ctx, buildinfo.Version).Serve(env.Stdin, env.Stdout); err != nil {
		fmt.Fprintf(env.Stderr, "cajeta %s: %v\n", c.name, err)
		return ExitFail
	}
	return ExitOK
}
