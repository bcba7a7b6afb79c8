package cli

import (
	"fmt"

	"github.com/cajeta-lang/skills/internal/buildinfo"
)

var versionCommand = &command{
	name:  "version",
	usage: "version",
	short: "print the compiler version",
	run:   runVersion,
}

func runVersion(c *command, env *Env, args []string) int {
	f := newFlags(c.name, c.usage,
		"Print the Cajeta compiler version, and after it, in parentheses, the revision of the\n"+
			"source it was built from, with ', modified' when that work tree had changes (what\n"+
			"'go build' and 'go install' in a checkout record; absent from other builds).")
	pos, code, done := f.parse(env, args)
	if done {
		return code
	}
	if len(pos) > 0 {
		return f.usageError(env, "unexpected argument '%s'", pos[0])
	}
	if vcs := buildinfo.VCS(); vcs != "" {
		fmt.Fprintf(env.Stdout, "cajeta %s (%s)\n", buildinfo.Version, vcs)
		return ExitOK
	}
	fmt.Fprintf(env.Stdout, "cajeta %s\n", buildinfo.Version)
	return ExitOK
}
