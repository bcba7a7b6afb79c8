package cli

import (
	"fmt"

	"github.com/cajeta-lang/skills/internal/catalog"
)

var listCommand = &command{
	name:  "list-skills",
	usage: "list-skills [<scope>] [--version V] [--from M] [--json]",
	short: "list the skills bound to a name and the names below it",
	run:   runList,
}

func runList(c *command, env *Env, args []string) int {
	f := newFlags(c.name, c.usage,
		"List-skills prints every skill bound to the canonical name <scope> or to a name\n"+
			"below it (every skill, with no scope), one '<uri>\\t<title>' line each, ordered by URI.\n"+
			"There is no fuzziness: use search-skill to find a name.")
	version, from := selectionFlags(f)
	asJSON := f.Bool("json", false, "print the entries as JSON, as the listSkills tool returns them")
	pos, code, done := f.parse(env, args)
	if done {
		return code
	}
	if len(pos) > 1 {
		return f.usageError(env, "expected at most one scope, got %d arguments", len(pos))
	}
	scope := ""
	if len(pos) == 1 {
		scope = pos[0]
	}
	ctx, ok := loadContext(env, c.name, true)
	if !ok {
		return ExitFail
	}
	entries, err := ctx.List(scope, catalog.Selection{Version: *version, From: *from})
	if err != nil {
		fmt.Fprintf(env.Stderr, "cajeta %s: %v\n", c.name, err)
		return ExitFail
	}
	if *asJSON {
		return writeJSON(env, c.name, entries)
	}
	for _, e := range entries {
		fmt.Fprintf(env.Stdout, "%s\t%s\n", e.URI, e.Title)
	}
	return ExitOK
}
