package cli

import (
	"fmt"
	"strings"
)

var getCommand = &command{
	name:  "get-skills",
	usage: "get-skills <uri>[,<uri>...] [--json]",
	short: "print the payloads of skills by cja-skill:// URI",
	run:   runGet,
}

func runGet(c *command, env *Env, args []string) int {
	f := newFlags(c.name, c.usage,
		"Print each skill named by a cja-skill://<library>@<version>/<id> URI, in order, as\n"+
			"'# <uri>' and then the skill file. URIs are separated by commas (spaces around them\n"+
			"and empty parts are ignored) or given as separate arguments. Exits 1 when any URI\n"+
			"fails, after printing the others.")
	asJSON := f.Bool("json", false, "print the results as JSON, as the getSkills tool returns them")
	pos, code, done := f.parse(env, args)
	if done {
		return code
	}
	uris := splitURIs(pos)
	if len(uris) == 0 {
		return f.usageError(env, "expected at least one URI")
	}
	ctx, ok := loadContext(env, c.name)
	if !ok {
		return ExitFail
	}
	results := ctx.Get(uris)
	failed := false
	for _, r := range results {
		if !r.OK {
			failed = true
		}
	}
	if *asJSON {
		if code := writeJSON(env, c.name, results); code != ExitOK {
			return code
		}
	} else {
		for _, r := range results {
			if !r.OK {
				fmt.Fprintf(env.Stderr, "cajeta %s: %s\n", c.name, r.Error)
				continue
			}
			fmt.Fprintf(env.Stdout, "# %s\n%s", r.URI, r.Payload)
			if !strings.HasSuffix(r.Payload, "\n") {
				fmt.Fprintln(env.Stdout)
			}
		}
	}
	if failed {
		return ExitFail
	}
	return ExitOK
}

// splitURIs splits each argument at its commas, trims the spaces around
// each part and drops the empty ones, so that "U1, U2" and "U1,U2," are the
// two URIs U1 and U2.
func splitURIs(args []string) []string {
	var uris []string
	for _, a := range args {
		for p := range strings.SplitSeq(a, ",") {
			if p = strings.TrimSpace(p); p != "" {
				uris = append(uris, p)
			}
		}
	}
	return uris
}
