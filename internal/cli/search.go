package cli

import (
	"fmt"
	"slices"
	"strings"

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
		"Find the skills that apply to a canonical name (cajeta/io/file/File.open), a trailing\n"+
			"part of one (File.open, ArrayList.add), a lowercase name (md5), a skill title, a\n"+
			"phrase or a question (\"how do I read a file line by line?\"), another language's name\n"+
			"or code for the thing (\"python dict\", 'x as? Circle'), an error or a sigil (\"#=\"),\n"+
			"tolerating typos. A method or class with no skill of its own leads to its class's or\n"+
			"package's skill. Prints one '<uri>\\t<matchedName>' line per skill, best first, and\n"+
			"exits 1 when nothing matches (a question no skill answers gets nothing, not guesses);\n"+
			"--long adds the tier, the distance and the skill's title:\n"+
			"'<uri>\\t<matchedName>\\t<tier>\\t<distance>\\t<title>'.\n"+
			"--json prints each result with the skill's title and description too.")
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
		for _, r := range results {
			fmt.Fprintf(env.Stdout, "%s\t%s\t%s\t%d\t%s\n", r.URI, textline.Escape(r.MatchedName), r.Tier, r.Distance, textline.Escape(r.Title))
		}
	default:
		for _, r := range results {
			fmt.Fprintf(env.Stdout, "%s\t%s\n", r.URI, textline.Escape(r.MatchedName))
		}
	}
	if len(results) == 0 {
		fmt.Fprintf(env.Stderr, "cajeta %s: no skill matches '%s'\n", c.name, pos[0])
		if *version != "" {
			if archives, err := ctx.Archives(); err == nil {
				fmt.Fprintf(env.Stderr, "cajeta %s: %s\n", c.name, versionsResolved(archives, *version))
			}
		}
		return ExitFail
	}
	return ExitOK
}

// maxListedLibraries is how many libraries of one version versionsResolved
// names; the rest are counted.
const maxListedLibraries = 8

// versionsResolved says, for a search by version that found nothing, what
// of that version the context holds: no library at all (and then which
// versions are resolved, with their libraries), or which libraries.
func versionsResolved(archives []*catalog.Archive, version string) string {
	byVersion := map[string][]string{}
	embedded := map[string]bool{}
	var versions []string
	for _, a := range archives {
		if _, seen := byVersion[a.Version]; !seen {
			versions = append(versions, a.Version)
		}
		if a.Embedded {
			if !embedded[a.Version] {
				embedded[a.Version] = true
				byVersion[a.Version] = append(byVersion[a.Version], "the embedded libraries")
			}
			continue
		}
		byVersion[a.Version] = append(byVersion[a.Version], a.Library)
	}
	libraries := func(v string) string {
		libs := byVersion[v]
		if n := len(libs) - maxListedLibraries; n > 0 {
			return strings.Join(libs[:maxListedLibraries], ", ") + fmt.Sprintf(" and %d more", n)
		}
		return strings.Join(libs, ", ")
	}
	if libs, ok := byVersion[version]; ok {
		verb := "is"
		if len(libs) > 1 || embedded[version] {
			verb = "are"
		}
		return fmt.Sprintf("of version '%s', only %s %s resolved", version, libraries(version), verb)
	}
	slices.Sort(versions)
	var each []string
	for _, v := range versions {
		each = append(each, v+" ("+libraries(v)+")")
	}
	return fmt.Sprintf("no library of version '%s' is resolved; the versions resolved are %s", version, strings.Join(each, ", "))
}
