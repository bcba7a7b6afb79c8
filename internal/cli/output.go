package cli

import (
	"fmt"

	"github.com/cajeta-lang/skills/internal/wirejson"
)

// writeJSON writes v as one line of compact JSON, the --json output form.
func writeJSON(env *Env, verb string, v any) int {
	b, err := wirejson.Marshal(v)
	if err != nil {
		fmt.Fprintf(env.Stderr, "cajeta %s: %v\n", verb, err)
		return ExitFail
	}
	b = append(b, '\n')
	if _, err := env.Stdout.Write(b); err != nil {
		fmt.Fprintf(env.Stderr, "cajeta %s: %v\n", verb, err)
		return ExitFail
	}
	return ExitOK
}

// selectionFlags adds --version and --from to f.
func selectionFlags(f *verbFlags) (version, from *string) {
	version = f.String("version", "", "keep only libraries of exactly this `version` (overrides --from)")
	from = f.String("from", "", "keep the standard library and the versions this workspace `module` resolved")
	return version, from
}
