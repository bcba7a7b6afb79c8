package cli

import (
	"fmt"
	"strings"

	"github.com/cajeta-lang/skills/internal/lockfile"
)

func runUninstall(env *Env, args []string) int {
	f := newFlags("skills uninstall", uninstallUsage,
		"Undo 'skills pack --install': remove every entry of LIBRARY (of that VERSION only,\n"+
			"when given; of that workspace module only, with --member) from ./cajeta.lock, then\n"+
			"remove from the artifact cache each archive they recorded that no entry left\n"+
			"records. It takes the same care as an install: the lockfile changes by those entries\n"+
			"alone, is replaced by a synced temporary file, and concurrent installs wait for it\n"+
			"(cajeta.lock.lock). It says on stderr what it removed, and exits 1 when nothing\n"+
			"recorded matches, listing what is.")
	member := f.String("member", "", "remove only the entries of this workspace `module`")
	pos, code, done := f.parse(env, args)
	if done {
		return code
	}
	if len(pos) != 1 {
		return f.usageError(env, "expected one LIBRARY[@VERSION], got %d arguments", len(pos))
	}
	name, version, _ := strings.Cut(pos[0], "@")
	if name == "" || strings.HasSuffix(pos[0], "@") {
		return f.usageError(env, "expected LIBRARY or LIBRARY@VERSION, got '%s'", pos[0])
	}
	removed, pruned, err := lockfile.Uninstall(env.Dir, name, version, *member)
	for _, p := range removed {
		what := p.Name + "@" + p.Version
		if p.Member != "" {
			what += " (module " + p.Member + ")"
		}
		fmt.Fprintf(env.Stderr, "removed %s from %s\n", what, lockfile.Name)
	}
	for _, rel := range pruned {
		fmt.Fprintf(env.Stderr, "removed %s, which no entry records any more\n", rel)
	}
	if err != nil {
		fmt.Fprintf(env.Stderr, "cajeta skills uninstall: %s\n", relativeTo(env.Dir, err.Error()))
		return ExitFail
	}
	return ExitOK
}
