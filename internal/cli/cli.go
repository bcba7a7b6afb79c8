// Package cli implements the cajeta command line: the skill discovery verbs
// (search-skill, list-skills, get-skills), the MCP server (compiler-mcp),
// the skill authoring verbs (skills check, pack, new, uninstall), version
// and shell completion.
package cli

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/cajeta-lang/skills/corpus"
	"github.com/cajeta-lang/skills/internal/catalog"
)

// Env is the world a command runs in.
type Env struct {
	Stdin          io.Reader
	Stdout, Stderr io.Writer
	// Dir is the project directory: where cajeta.lock and the artifact
	// cache are looked for.
	Dir string
}

// Exit codes.
const (
	ExitOK    = 0
	ExitFail  = 1
	ExitUsage = 2
)

// command is one verb of the command line.
type command struct {
	name  string
	usage string // the usage line after "cajeta "
	short string // one line for the command list
	run   func(c *command, env *Env, args []string) int
}

func commands() []*command {
	return []*command{
		mcpCommand, searchCommand, listCommand, getCommand, skillsCommand, versionCommand, completionCommand,
	}
}

// Main runs the cajeta command line with args (without the program name)
// and returns the exit code.
func Main(args []string, env *Env) int {
	if len(args) == 0 {
		fmt.Fprint(env.Stderr, mainUsage())
		return ExitUsage
	}
	switch args[0] {
	case "-h", "-help", "--help":
		fmt.Fprint(env.Stdout, mainUsage())
		return ExitOK
	case "help":
		if len(args) == 1 || args[1] == "help" {
			fmt.Fprint(env.Stdout, mainUsage())
			return ExitOK
		}
		// help <verb> [<sub-verb>] is <verb> [<sub-verb>] --help.
		c := lookup(env, args[1])
		if c == nil {
			return ExitUsage
		}
		return c.run(c, env, append(slices.Clip(args[2:]), "--help"))
	case "--version", "-version":
		return versionCommand.run(versionCommand, env, args[1:])
	case completeVerb: // hidden: what the completion scripts ask
		return runComplete(env, args[1:])
	}
	c := lookup(env, args[0])
	if c == nil {
		return ExitUsage
	}
	return c.run(c, env, args[1:])
}

// lookup returns the command named name, or reports it unknown, with the
// commands close to it and the usage, and returns nil.
func lookup(env *Env, name string) *command {
	var names []string
	for _, c := range commands() {
		if c.name == name {
			return c
		}
		names = append(names, c.name)
	}
	hint := ""
	if close := closeWords(name, names); len(close) > 0 {
		hint = "; did you mean " + strings.Join(close, " or ") + "?"
	}
	fmt.Fprintf(env.Stderr, "cajeta: unknown command '%s'%s\n%s", name, hint, mainUsage())
	return nil
}

func mainUsage() string {
	var b strings.Builder
	b.WriteString("usage: cajeta <command> [arguments]\n\ncommands:\n")
	for _, c := range commands() {
		fmt.Fprintf(&b, "  %-14s %s\n", c.name, c.short)
	}
	b.WriteString("\nRun 'cajeta help <command>' or 'cajeta <command> --help' for a command's usage.\n")
	return b.String()
}

// loadContext builds the discovery context of env.Dir for a CLI verb and
// waits for it, reporting a failure as "cajeta <verb>: <error>". (The
// server loads its own: see runMCP.)
func loadContext(env *Env, verb string) (*catalog.Context, bool) {
	ctx, err := catalog.Load(env.Dir, corpus.FS)
	if err == nil {
		err = ctx.Wait()
	}
	if err != nil {
		fmt.Fprintf(env.Stderr, "cajeta %s: %v\n", verb, err)
		return nil, false
	}
	return ctx, true
}
