package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
)

// verbFlags parses a verb's arguments: flags may come before, between or
// after its positional arguments, and "--" ends the flags.
type verbFlags struct {
	*flag.FlagSet
	verb  string
	usage string
	about string
}

func newFlags(verb, usage, about string) *verbFlags {
	fs := flag.NewFlagSet(verb, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	return &verbFlags{FlagSet: fs, verb: verb, usage: usage, about: about}
}

// parse parses args and returns the positional arguments. When it returns
// done, the verb must return code: --help was shown, or a usage error was.
func (f *verbFlags) parse(env *Env, args []string) (pos []string, code int, done bool) {
	for {
		err := f.Parse(args)
		if errors.Is(err, flag.ErrHelp) {
			fmt.Fprint(env.Stdout, f.help())
			return nil, ExitOK, true
		}
		if err != nil {
			return nil, f.usageError(env, "%s", err.Error()), true
		}
		rest := f.Args()
		if len(rest) == 0 {
			return pos, 0, false
		}
		if len(args) > len(rest) && args[len(args)-len(rest)-1] == "--" {
			return append(pos, rest...), 0, false
		}
		pos = append(pos, rest[0])
		args = rest[1:]
	}
}

// usageError reports a usage error and returns ExitUsage.
func (f *verbFlags) usageError(env *Env, format string, args ...any) int {
	fmt.Fprintf(env.Stderr, "cajeta %s: %s\nusage: cajeta %s\n", f.verb, fmt.Sprintf(format, args...), f.usage)
	return ExitUsage
}

// help is the --help text: usage line, what the verb does, its flags.
func (f *verbFlags) help() string {
	var b strings.Builder
	fmt.Fprintf(&b, "usage: cajeta %s\n\n%s\n", f.usage, f.about)
	first := true
	f.VisitAll(func(fl *flag.Flag) {
		if first {
			b.WriteString("\nflags:\n")
			first = false
		}
		arg, text := flag.UnquoteUsage(fl)
		fmt.Fprintf(&b, "  --%s", fl.Name)
		if arg != "" {
			fmt.Fprintf(&b, " %s", arg)
		}
		fmt.Fprintf(&b, "\n        %s\n", text)
	})
	return b.String()
}
