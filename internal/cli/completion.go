package cli

import (
	"bytes"
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"github.com/cajeta-lang/skills/corpus"
	"github.com/cajeta-lang/skills/internal/catalog"
	"github.com/cajeta-lang/skills/internal/lockfile"
	"github.com/cajeta-lang/skills/internal/match"
)

var completionCommand = &command{
	name:  "completion",
	usage: "completion bash|zsh|fish",
	short: "print a shell completion script for verbs, flags and skill names",
}

// runCompletion lists every command (completionSpec), this one included,
// so it is set here rather than in the declaration, which would make an
// initialization cycle.
func init() { completionCommand.run = runCompletion }

// completeVerb is the hidden verb the completion scripts call for what
// only the project knows: 'cajeta __complete names|uris|installed
// [<prefix>]' prints the candidates that start with prefix, one a line.
const completeVerb = "__complete"

func runCompletion(c *command, env *Env, args []string) int {
	f := newFlags(c.name, c.usage,
		"Print a completion script for the shell named, which completes verbs, their flags,\n"+
			"and skill names: the canonical names (and the scopes above them) for search-skill\n"+
			"and list-skills, the cja-skill:// URIs for get-skills, the installed libraries for\n"+
			"skills uninstall, from the embedded corpus and ./cajeta.lock of the folder the\n"+
			"shell is in (the script asks 'cajeta "+completeVerb+"' for them). Load it with:\n"+
			"  bash:  source <(cajeta completion bash)        (in ~/.bashrc)\n"+
			"  zsh:   source <(cajeta completion zsh)         (in ~/.zshrc, after compinit)\n"+
			"  fish:  cajeta completion fish | source         (in ~/.config/fish/config.fish)")
	pos, code, done := f.parse(env, args)
	if done {
		return code
	}
	if len(pos) != 1 {
		return f.usageError(env, "expected one shell (bash, zsh or fish), got %d arguments", len(pos))
	}
	spec := completionSpec()
	var script string
	switch pos[0] {
	case "bash":
		script = bashScript(spec)
	case "zsh":
		script = zshScript(spec)
	case "fish":
		script = fishScript(spec)
	default:
		return f.usageError(env, "unknown shell '%s' (bash, zsh or fish)", pos[0])
	}
	fmt.Fprint(env.Stdout, script)
	return ExitOK
}

// runComplete is the hidden verb completeVerb. It never fails: what it
// cannot read (a broken lockfile) it leaves out, so that a completion
// never prints an error in the middle of a command line.
func runComplete(env *Env, args []string) int {
	if len(args) == 0 || len(args) > 2 {
		return ExitOK
	}
	prefix := ""
	if len(args) == 2 {
		prefix = args[1]
	}
	var out []string
	switch args[0] {
	case "names", "uris":
		// A lockfile that does not load leaves the embedded corpus's names.
		ctx, _ := catalog.LoadOrCorpus(env.Dir, corpus.FS)
		entries, err := ctx.List("", catalog.Selection{})
		if err != nil {
			return ExitOK
		}
		seen := map[string]bool{}
		for _, e := range entries {
			if args[0] == "uris" {
				out = append(out, e.URI)
				continue
			}
			for _, n := range e.Names {
				for ok := true; ok && !seen[n]; n, ok = match.Parent(n) {
					seen[n] = true
					out = append(out, n)
				}
			}
		}
	case "installed":
		lf, err := lockfile.Read(filepath.Join(env.Dir, lockfile.Name))
		if err != nil || lf == nil {
			return ExitOK
		}
		for _, p := range lf.Packages {
			out = append(out, p.Name, p.Name+"@"+p.Version)
		}
	}
	slices.Sort(out)
	var b bytes.Buffer
	for _, s := range slices.Compact(out) {
		if strings.HasPrefix(s, prefix) {
			b.WriteString(s)
			b.WriteByte('\n')
		}
	}
	env.Stdout.Write(b.Bytes())
	return ExitOK
}

// compVerb is what a completion script knows of one verb.
type compVerb struct {
	// key is the verb as typed: "search-skill", or "skills pack".
	key   string
	short string
	flags []compFlag
	// args is what its positional arguments are: "names", "uris" or
	// "installed" (asked of completeVerb), "dirs", "shells", "verbs" (of
	// help), or "" for nothing to complete.
	args string
}

// compFlag is one flag: its name, and what its value is ("" for a boolean
// flag, "dir", "file" or "value").
type compFlag struct {
	name, value, usage string
}

// positional says what each verb's positional arguments are.
var positional = map[string]string{
	"search-skill":     "names",
	"list-skills":      "names",
	"get-skills":       "uris",
	"completion":       "shells",
	"skills check":     "dirs",
	"skills pack":      "dirs",
	"skills new":       "dirs",
	"skills uninstall": "installed",
}

// completionSpec describes every verb: its flags are read from its own
// --help, so that they cannot drift from the flags it defines.
func completionSpec() []compVerb {
	var spec []compVerb
	for _, c := range commands() {
		if c.name == "skills" {
			spec = append(spec, compVerb{key: c.name, short: c.short})
			for _, v := range skillsVerbs {
				key := "skills " + v.name
				spec = append(spec, compVerb{key: key, short: v.short, flags: helpFlags(key), args: positional[key]})
			}
			continue
		}
		spec = append(spec, compVerb{key: c.name, short: c.short, flags: helpFlags(c.name), args: positional[c.name]})
	}
	return append(spec, compVerb{key: "help", short: "print a command's usage", args: "verbs"})
}

// helpFlags runs 'cajeta <key> --help' and reads its flags section.
func helpFlags(key string) []compFlag {
	var out bytes.Buffer
	env := &Env{Stdout: &out, Stderr: &bytes.Buffer{}, Stdin: strings.NewReader("")}
	Main(append(strings.Fields(key), "--help"), env)
	flags := []compFlag{{name: "help", usage: "print this verb's usage"}}
	lines := strings.Split(out.String(), "\n")
	for i, l := range lines {
		name, ok := strings.CutPrefix(l, "  --")
		if !ok {
			continue
		}
		f := compFlag{name: name, usage: strings.TrimSpace(lines[min(i+1, len(lines)-1)])}
		if n, arg, ok := strings.Cut(name, " "); ok {
			f.name, f.value = n, "value"
			switch arg {
			case "folder":
				f.value = "dir"
			case "file":
				f.value = "file"
			}
		}
		flags = append(flags, f)
	}
	return flags
}

// topWords are what may follow 'cajeta': the verbs, help and the global
// flags.
func topWords(spec []compVerb) []string {
	var words []string
	for _, v := range spec {
		if !strings.Contains(v.key, " ") {
			words = append(words, v.key)
		}
	}
	return append(words, "--help", "--version")
}

func subVerbs(spec []compVerb) []string {
	var subs []string
	for _, v := range spec {
		if sub, ok := strings.CutPrefix(v.key, "skills "); ok {
			subs = append(subs, sub)
		}
	}
	return subs
}
