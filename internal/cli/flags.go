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
			return nil, f.usageError(env, "%s", f.explain(err, args)), true
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

// explain returns the flag package's error as the user should read it: the
// flag spelt as it was typed (the package writes -jsn for --jsn), and for an
// undefined flag the defined ones close to it. args are the arguments of the
// Parse call that failed.
func (f *verbFlags) explain(err error, args []string) string {
	msg := err.Error()
	consumed := args[:len(args)-len(f.Args())]
	for i := len(consumed) - 1; i >= 0; i-- {
		a := consumed[i]
		if len(a) < 2 || a[0] != '-' || a == "--" {
			continue
		}
		dashes := "-"
		if a[1] == '-' {
			dashes = "--"
		}
		name, _, _ := strings.Cut(a[len(dashes):], "=")
		typed := dashes + name
		at := strings.Index(msg, "-"+name)
		if name == "" || at < 0 || (at+1+len(name) < len(msg) && msg[at+1+len(name)] != ':') {
			continue
		}
		msg = msg[:at] + typed + msg[at+1+len(name):]
		if strings.HasPrefix(msg, "flag provided but not defined") {
			names := []string{"help"}
			f.VisitAll(func(fl *flag.Flag) { names = append(names, fl.Name) })
			if close := closeWords(name, names); len(close) > 0 {
				msg += "; did you mean --" + strings.Join(close, " or --") + "?"
			}
		}
		break
	}
	return msg
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
