package cli

import (
	"fmt"
	"strings"

	"github.com/cajeta-lang/skills/internal/catalog"
	"github.com/cajeta-lang/skills/internal/textline"
)

var listCommand = &command{
	name:  "list-skills",
	usage: "list-skills [<scope>] [--version V] [--from M] [--json]",
	short: "list the skills bound to a name and the names below it",
	run:   runList,
}

func runList(c *command, env *Env, args []string) int {
	f := newFlags(c.name, c.usage,
		"List every skill bound to the canonical name <scope> or to a name below it (every\n"+
			"skill, with no scope), one '<uri>\\t<title>' line each, ordered by URI. There is no\n"+
			"fuzziness: use search-skill to find a name. When nothing is bound at or below\n"+
			"<scope>, says so on stderr with the scopes close to it, and still exits 0.")
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
	ctx, ok := loadContext(env, c.name)
	if !ok {
		return ExitFail
	}
	sel := catalog.Selection{Version: *version, From: *from}
	entries, err := ctx.List(scope, sel)
	if err != nil {
		fmt.Fprintf(env.Stderr, "cajeta %s: %v\n", c.name, err)
		return ExitFail
	}
	if len(entries) == 0 && scope != "" {
		all, _ := ctx.List("", sel) // sel was checked above
		var bound []string
		for _, e := range all {
			bound = append(bound, e.Names...)
		}
		what := "no skill"
		if sel != (catalog.Selection{}) {
			what = "no skill of the selected versions"
		}
		msg := fmt.Sprintf("%s is bound at or below '%s'", what, scope)
		if close := closeScopes(scope, bound); len(close) > 0 {
			msg += "; close: " + textline.Escape(strings.Join(close, ", "))
		}
		fmt.Fprintf(env.Stderr, "cajeta %s: %s\n", c.name, msg)
	}
	if *asJSON {
		return writeJSON(env, c.name, entries)
	}
	for _, e := range entries {
		fmt.Fprintf(env.Stdout, "%s\t%s\n", e.URI, textline.Escape(e.Title))
	}
	return ExitOK
}
