package cli

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/cajeta-lang/skills/internal/authoring"
	"github.com/cajeta-lang/skills/internal/lockfile"
)

var skillsCommand = &command{
	name:  "skills",
	usage: "skills <check|pack|new|uninstall> [arguments]",
	short: "check a library's skills folder, pack it into a .cja archive, install or uninstall it",
	run:   runSkills,
}

const (
	checkUsage     = "skills check <dir>"
	newUsage       = "skills new <dir> <id>"
	packUsage      = "skills pack <dir> --name LIBRARY --version VERSION [--out FILE] [--install [--member MODULE]] [--no-compress]"
	uninstallUsage = "skills uninstall LIBRARY[@VERSION] [--member MODULE]"
)

// skillsVerbs are the sub-verbs of skills, in the order help lists them.
var skillsVerbs = []struct {
	name, usage, short string
	run                func(env *Env, args []string) int
}{
	{"check", checkUsage, "validate every skill file of <dir>", runCheck},
	{"pack", packUsage, "build skills/index.json and a .cja archive from <dir>, or install it here", runPack},
	{"new", newUsage, "write <dir>/<id>.md from the skill template", runNew},
	{"uninstall", uninstallUsage, "remove an installed library from ./cajeta.lock and its archive from the cache", runUninstall},
}

func runSkills(c *command, env *Env, args []string) int {
	about := "Check, pack and install a library's skills (for library authors):"
	var names []string
	for _, v := range skillsVerbs {
		about += "\n  cajeta " + v.usage + "\n        " + v.short
		names = append(names, v.name)
	}
	about += "\n\nRun 'cajeta help skills <verb>' for a verb's usage."
	f := newFlags(c.name, c.usage, about)
	if len(args) == 0 {
		return f.usageError(env, "expected a verb: check, pack, new or uninstall")
	}
	for _, v := range skillsVerbs {
		if args[0] == v.name {
			return v.run(env, args[1:])
		}
	}
	switch args[0] {
	case "-h", "-help", "--help":
		fmt.Fprint(env.Stdout, f.help())
		return ExitOK
	}
	hint := ""
	if close := closeWords(args[0], names); len(close) > 0 {
		hint = "; did you mean " + strings.Join(close, " or ") + "?"
	}
	return f.usageError(env, "unknown verb '%s'%s", args[0], hint)
}

// skillsDir is the folder the skill files are in: <dir>/skills when there
// is one, else <dir>. A <dir>/skills that is a symbolic link is an error,
// not followed out of the folder.
func skillsDir(env *Env, dir string) (string, error) {
	if !filepath.IsAbs(dir) {
		dir = filepath.Join(env.Dir, dir)
	}
	sub := filepath.Join(dir, "skills")
	fi, err := os.Lstat(sub)
	switch {
	case err != nil:
		return dir, nil
	case fi.Mode()&fs.ModeSymlink != 0:
		return "", fmt.Errorf("%s: a symbolic link, not followed (skills are read from a real folder)", sub)
	case fi.IsDir():
		return sub, nil
	}
	return dir, nil
}

// checkFolder validates a skills folder, printing every problem to stderr
// as "<file>:<line>: <problem>" and every warning as "<file>:<line>:
// warning: <what>" (warnings do not fail the check). library, when known,
// is the library the skills are packed for.
func checkFolder(env *Env, verb, dir, library string) ([]authoring.Skill, bool) {
	sdir, err := skillsDir(env, dir)
	var skills []authoring.Skill
	var problems []string
	if err == nil {
		skills, problems, err = authoring.Check(sdir)
	}
	if err != nil {
		fmt.Fprintf(env.Stderr, "cajeta skills %s: %s\n", verb, relativeTo(env.Dir, err.Error()))
		return nil, false
	}
	for _, p := range problems {
		fmt.Fprintf(env.Stderr, "%s\n", relativeTo(env.Dir, p))
	}
	prefix := filepath.Clean(env.Dir) + string(filepath.Separator)
	for _, w := range authoring.Warnings(sdir, skills, library) {
		fmt.Fprintf(env.Stderr, "%s\n", strings.ReplaceAll(w, prefix, ""))
	}
	if len(problems) > 0 {
		fmt.Fprintf(env.Stderr, "cajeta skills %s: %d problem(s) in %s\n", verb, len(problems), dir)
		return nil, false
	}
	return skills, true
}

// relativeTo strips the directory dir from the start of a problem line.
func relativeTo(dir, line string) string {
	prefix := filepath.Clean(dir) + string(filepath.Separator)
	if len(line) > len(prefix) && line[:len(prefix)] == prefix {
		return line[len(prefix):]
	}
	return line
}

func runCheck(env *Env, args []string) int {
	f := newFlags("skills check", checkUsage,
		"Validate every *.md file of <dir> (or of <dir>/skills, when there is one) as a skill:\n"+
			"its front matter, its id (unique, also apart from case, whatever the file's name) and\n"+
			"the canonical names it applies to. Prints every problem as '<file>:<line>: <problem>'\n"+
			"and exits 1 if there is any, and every warning (a long skill, an empty body, no title\n"+
			"or description, a TODO placeholder of the 'skills new' template, a .md in a subfolder)\n"+
			"as '<file>:<line>: warning: <what>', which leaves the exit code alone.")
	pos, code, done := f.parse(env, args)
	if done {
		return code
	}
	if len(pos) != 1 {
		return f.usageError(env, "expected one folder, got %d arguments", len(pos))
	}
	skills, ok := checkFolder(env, "check", pos[0], "")
	if !ok {
		return ExitFail
	}
	fmt.Fprintf(env.Stdout, "%s: %d skills ok\n", pos[0], len(skills))
	return ExitOK
}

func runPack(env *Env, args []string) int {
	f := newFlags("skills pack", packUsage,
		"Check the skills of <dir> (as skills check does), build their skills/index.json and\n"+
			"write a .cja archive holding both, then print the archive's checksum, 'sha256:<hex>'.\n"+
			"The archive goes to --out (default <name>-<version>.cja); with --install it goes into\n"+
			"this project's artifact cache instead and the package is recorded in ./cajeta.lock\n"+
			"(created when missing), so that the skills are served here ('skills uninstall' undoes\n"+
			"it).")
	name := f.String("name", "", "library `name`, as in cajeta.lock (required)")
	version := f.String("version", "", "library `version` (required)")
	out := f.String("out", "", "write the archive to `file`")
	install := f.Bool("install", false, "put the archive in ./.cajeta/cache/artifacts and record it in ./cajeta.lock")
	member := f.String("member", "", "with --install: the workspace `module` that depends on the library")
	noCompress := f.Bool("no-compress", false, "store the manifest and members uncompressed")
	pos, code, done := f.parse(env, args)
	if done {
		return code
	}
	switch {
	case len(pos) != 1:
		return f.usageError(env, "expected one folder, got %d arguments", len(pos))
	case *name == "" || *version == "":
		return f.usageError(env, "--name and --version are required")
	case *member != "" && !*install:
		return f.usageError(env, "--member goes with --install")
	}
	for _, err := range []error{authoring.CheckName(*name), authoring.CheckVersion(*version)} {
		if err != nil {
			return f.usageError(env, "%v", err)
		}
	}
	skills, ok := checkFolder(env, "pack", pos[0], *name)
	if !ok {
		return ExitFail
	}
	archive, sum, err := authoring.Pack(*name, *version, skills, !*noCompress)
	if err == nil {
		err = writeArchive(env, archive, sum, *out, *install, lockfile.Package{Name: *name, Version: *version, Checksum: sum, Member: *member})
	}
	if err != nil {
		fmt.Fprintf(env.Stderr, "cajeta skills pack: %s\n", relativeTo(env.Dir, err.Error()))
		return ExitFail
	}
	fmt.Fprintln(env.Stdout, sum)
	return ExitOK
}

// writeArchive writes the archive to out, and with install into the
// project's cache and lockfile; with neither, to <name>-<version>.cja.
// Only regular files are written (see authoring.WriteFile). It says on
// stderr where each copy went. An install that changes the checksum
// recorded for the package removes the archive of the old checksum from
// the cache, unless another lockfile entry still uses it.
func writeArchive(env *Env, archive []byte, sum, out string, install bool, p lockfile.Package) error {
	if out == "" && !install {
		out = p.Name + "-" + p.Version + ".cja"
	}
	if out != "" {
		if !filepath.IsAbs(out) {
			out = filepath.Join(env.Dir, out)
		}
		if err := authoring.WriteFile(out, archive); err != nil {
			return err
		}
		fmt.Fprintf(env.Stderr, "wrote %s\n", relativeTo(env.Dir, out))
	}
	if !install {
		return nil
	}
	// Install makes the cache folders refusing a link on the way, writes
	// the archive by temporary file and rename, and records the package
	// under a lock.
	rel, _ := lockfile.CachePath(sum)
	old, others := recorded(env.Dir, p)
	if err := lockfile.Install(env.Dir, archive, p); err != nil {
		return err
	}
	fmt.Fprintf(env.Stderr, "installed in %s, recorded in %s\n", rel, lockfile.Name)
	if len(others) > 0 {
		// A new version does not replace an old one: say so, and how to.
		stay, it := "stays", "it"
		if len(others) > 1 {
			stay, it = "stay", "one"
		}
		fmt.Fprintf(env.Stderr, "%s@%s is recorded beside %s, which %s recorded and served; 'cajeta skills uninstall %s' removes %s\n",
			p.Name, p.Version, strings.Join(others, ", "), stay, others[0], it)
	}
	for _, o := range old {
		if o == sum {
			continue
		}
		removed, err := lockfile.PruneCache(env.Dir, o)
		if err != nil {
			return err
		}
		if removed {
			orel, _ := lockfile.CachePath(o)
			fmt.Fprintf(env.Stderr, "removed %s, the archive it replaces\n", orel)
		}
	}
	return nil
}

// recorded returns the checksums the project's lockfile records for p's
// name and version, which an install of p replaces, and the other versions
// of p's library it records ("<name>@<version>"), which stay beside it;
// nothing when the lockfile cannot be read (Install reports that).
func recorded(dir string, p lockfile.Package) (sums, others []string) {
	lf, err := lockfile.Read(filepath.Join(dir, lockfile.Name))
	if err != nil || lf == nil {
		return nil, nil
	}
	for _, q := range lf.Packages {
		switch coord := q.Name + "@" + q.Version; {
		case q.Name != p.Name:
		case q.Version == p.Version:
			if !slices.Contains(sums, q.Checksum) {
				sums = append(sums, q.Checksum)
			}
		case !slices.Contains(others, coord):
			others = append(others, coord)
		}
	}
	return sums, others
}

func runNew(env *Env, args []string) int {
	f := newFlags("skills new", newUsage,
		"Write <dir>/<id>.md, a skill laid out as the authoring rules ask (front matter; a\n"+
			"routing table with a 'not here' row; ownership at each boundary; what it does not do;\n"+
			"one example with its imports; sharp edges), with TODO where the author writes\n"+
			"('skills check' warns of each one left). Never overwrites a file.")
	pos, code, done := f.parse(env, args)
	if done {
		return code
	}
	if len(pos) != 2 {
		return f.usageError(env, "expected a folder and an id, got %d arguments", len(pos))
	}
	dir := pos[0]
	if !filepath.IsAbs(dir) {
		dir = filepath.Join(env.Dir, dir)
	}
	p, err := authoring.NewSkill(dir, pos[1])
	if err != nil {
		fmt.Fprintf(env.Stderr, "cajeta skills new: %s\n", relativeTo(env.Dir, err.Error()))
		return ExitFail
	}
	fmt.Fprintf(env.Stderr, "wrote %s\n", relativeTo(env.Dir, p))
	return ExitOK
}
