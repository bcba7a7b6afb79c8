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
	f := newFlags(c.name, c.usage, "Version prints the Cajeta compiler version.")
	pos, code, done := f.parse(env, args)
	if done {
		return code
	}
	if len(pos) > 0 {
		return f.usageError(env, "unexpected argument '%s'", pos[0])
	}
	fmt.Fprintf(env.Stdout, "cajeta %s\n", buildinfo.Version)
	return ExitOK
}
