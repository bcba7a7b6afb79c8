package cli

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/cajeta-lang/skills/corpus"
	"github.com/cajeta-lang/skills/internal/authoring"
	"github.com/cajeta-lang/skills/internal/catalog"
	"github.com/cajeta-lang/skills/internal/lockfile"
)

// dirVersion is the version a skills folder searched with --dir is given.
const dirVersion = "dev"

// dirFlags are search-skill's flags for a skills folder not packed yet.
type dirFlags struct {
	dir, name *string
	only      *bool
}

// addDirFlags declares --dir, --dir-name and --dir-only on f.
func addDirFlags(f *verbFlags) dirFlags {
	return dirFlags{
		dir:  f.String("dir", "", "search the skills `folder` too (checked, packed, installed in a temporary project) as library --dir-name@"+dirVersion),
		name: f.String("dir-name", "local", "with --dir: the `library` name the folder's skills are given"),
		only: f.Bool("dir-only", false, "with --dir: search the folder alone, without the corpus and the project's packages"),
	}
}

// searchContext is the context search-skill answers from: the project's
// (see loadContext), or with --dir the folder's skills beside the
// embedded corpus, or alone with --dir-only. The folder is checked as
// 'skills check' does (its problems fail the search, its warnings are
// printed), packed, and put in a temporary project of its own, which the
// returned function removes. It reports failures itself.
func searchContext(env *Env, verb string, d dirFlags) (*catalog.Context, func(), bool) {
	none := func() {}
	if *d.dir == "" {
		if *d.only || *d.name != "local" {
			fmt.Fprintf(env.Stderr, "cajeta %s: --dir-name and --dir-only go with --dir\n", verb)
			return nil, none, false
		}
		ctx, ok := loadContext(env, verb)
		return ctx, none, ok
	}
	fail := func(err error) (*catalog.Context, func(), bool) {
		fmt.Fprintf(env.Stderr, "cajeta %s: %s\n", verb, relativeTo(env.Dir, err.Error()))
		return nil, none, false
	}
	if err := authoring.CheckName(*d.name); err != nil {
		return fail(fmt.Errorf("--dir-name: %v", err))
	}
	// The default name is no namespace to warn about.
	library := *d.name
	if library == "local" {
		library = ""
	}
	skills, ok := checkFolder(env, "check", *d.dir, library)
	if !ok {
		return nil, none, false
	}
	archive, sum, err := authoring.Pack(*d.name, dirVersion, skills, false)
	if err != nil {
		return fail(err)
	}
	tmp, err := os.MkdirTemp("", "cajeta-dir-")
	if err != nil {
		return fail(err)
	}
	cleanup := func() { os.RemoveAll(tmp) }
	err = lockfile.Install(tmp, archive, lockfile.Package{Name: *d.name, Version: dirVersion, Checksum: sum})
	if err != nil {
		cleanup()
		return fail(err)
	}
	var fsys fs.FS = corpus.FS
	if *d.only {
		empty := filepath.Join(tmp, "no-corpus")
		if err := os.Mkdir(empty, 0o777); err != nil {
			cleanup()
			return fail(err)
		}
		fsys = os.DirFS(empty)
	}
	ctx, err := catalog.Load(tmp, fsys)
	if err == nil {
		err = ctx.Wait()
	}
	if err != nil {
		cleanup()
		return fail(err)
	}
	return ctx, cleanup, true
}
