package cli

import (
	"fmt"

	"github.com/cajeta-lang/skills/internal/catalog"
	"github.com/cajeta-lang/skills/internal/textline"
)

var searchCommand = &command{
	name:  "search-skill",
	usage: "search-skill <name> [--version V] [--from M] [--exact] [--long | --json]",
	short: "find the skills for a library, package, class or method name, or a phrase",
	run:   runSearch,
}

func runSearch(c *command, env *Env, args []string) int {
	f := newFlags(c.name, c.usage,
		"Search-skill finds the skills that apply to a canonical name (cajeta/io/file/File.open),\n"+
			"a trailing part of one (File.open, ArrayList.add), a lowercase name (md5), a skill\n"+
			"title or a short phrase (\"parse json\"), tolerating typos. A method or class with no\n"+
			"skill of its own leads to its class's or package's skill. It prints one\n"+
			"'<uri>\\t<matchedName>' line per skill, best first, and exits 1 when nothing matches;\n"+
			"--long adds the tier, the edit distance and the skill's title:\n"+
			"'<uri>\\t<matchedName>\\t<tier>\\t<distance>\\t<title>'.")
	version, from := selectionFlags(f)
	exact := f.Bool("exact", false, "keep only case-exact matches at distance 0 (no phrase search)")
	long := f.Bool("long", false, "also print each result's tier, distance and title")
	asJSON := f.Bool("json", false, "print the results as JSON, as the searchSkills tool returns them")
	dirs := addDirFlags(f)
	pos, code, done := f.parse(env, args)
	if done {
		return code
	}
	if *long && *asJSON {
		return f.usageError(env, "--long and --json exclude each other")
	}
	if len(pos) != 1 {
		return f.usageError(env, "expected one name, got %d arguments", len(pos))
	}
	ctx, cleanup, ok := searchContext(env, c.name, dirs)
	defer cleanup()
	if !ok {
		return ExitFail
	}
	sel := catalog.Selection{Version: *version, From: *from}
	results, err := ctx.Search(catalog.Query{Name: pos[0], Exact: *exact, Selection: sel})
	if err != nil {
		fmt.Fprintf(env.Stderr, "cajeta %s: %v\n", c.name, err)
		return ExitFail
	}
	switch {
	case *asJSON:
		if code := writeJSON(env, c.name, results); code != ExitOK {
			return code
		}
	case *long:
		titles := map[string]string{}
		if len(results) > 0 {
			all, _ := ctx.List("", sel) // sel was checked by Search
			for _, e := range all {
				titles[e.URI] = e.Title
			}
		}
		for _, r := range results {
			fmt.Fprintf(env.Stdout, "%s\t%s\t%s\t%d\t%s\n", r.URI, textline.Escape(r.MatchedName), r.Tier, r.Distance, textline.Escape(titles[r.URI]))
		}
	default:
		for _, r := range results {
			fmt.Fprintf(env.Stdout, "%s\t%s\n", r.URI, textline.Escape(r.MatchedName))
		}
	}
	if len(results) == 0 {
		fmt.Fprintf(env.Stderr, "cajeta %s: no skill matches '%s'\n", c.name, pos[0])
		return ExitFail
	}
	return ExitOK
}
