package corpus_test

import (
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/cajeta-lang/skills/corpus"
	"github.com/cajeta-lang/skills/internal/apifile"
)

// conceptLibraries teach the language and the toolchain rather than a
// runtime package, so they have no API file: their names are concepts.
var conceptLibraries = []string{"cajeta.language", "cajeta.toolchain", "cajeta.stdlib"}

// api is the public surface of the standard library as the newest runtime
// sources declare it (corpus/api/*.api, read by internal/apifile).
type api struct {
	classes map[string]*apifile.Class   // canonical name -> class
	simple  map[string][]*apifile.Class // simple name -> classes
	libs    map[string]bool             // libraries with an API file
}

// loadAPI reads corpus/api/*.api; a malformed line fails the test.
func loadAPI(t *testing.T) *api {
	t.Helper()
	files, err := apifile.ParseDir(os.DirFS("api"))
	if err != nil {
		t.Fatalf("corpus/api: %v", err)
	}
	a := &api{classes: map[string]*apifile.Class{}, simple: map[string][]*apifile.Class{}, libs: map[string]bool{}}
	for _, f := range files {
		a.libs[f.Library()] = true
		for i := range f.Classes {
			c := &f.Classes[i]
			if prev := a.classes[c.Name]; prev != nil {
				t.Errorf("corpus/api/%s:%d: %s is also listed at line %d of another file", f.Name, c.Line, c.Name, prev.Line)
				continue
			}
			a.classes[c.Name] = c
			a.simple[c.SimpleName()] = append(a.simple[c.SimpleName()], c)
		}
	}
	return a
}

var (
	codeBlock = regexp.MustCompile("(?s)```cajeta\n(.*?)```")
)

// has reports whether name is a package, a class or a class member of a.
func (a *api) has(name string) bool {
	name = strings.ReplaceAll(name, ".", "/")
	if i := strings.LastIndexByte(name, '/'); i > 0 {
		// Class.member written with a dot became a slash: try it as a member.
		if c, ok := a.classes[name[:i]]; ok && c.Lookup(name[i+1:]) != nil {
			return true
		}
	}
	if _, ok := a.classes[name]; ok {
		return true
	}
	for class := range a.classes {
		if strings.HasPrefix(class, name+"/") {
			return true // a package
		}
	}
	return false
}

// library is the corpus library a runtime canonical name belongs to:
// cajeta/io/net/TcpStream -> cajeta.io.
func library(name string) string {
	name = strings.ReplaceAll(name, ".", "/")
	parts := strings.Split(name, "/")
	if len(parts) < 2 {
		return ""
	}
	return parts[0] + "." + parts[1]
}

// TestAPIFiles: every library that documents a runtime package has the
// list of that package's public names its skills are checked against.
func TestAPIFiles(t *testing.T) {
	a := loadAPI(t)
	dirs, _ := fs.ReadDir(corpus.FS, ".")
	for _, d := range dirs {
		if d.IsDir() && !slices.Contains(conceptLibraries, d.Name()) && !a.libs[d.Name()] {
			t.Errorf("%s: no corpus/api/%s.api", d.Name(), d.Name())
		}
	}
}

// TestAPINames: every runtime name a skill binds or names in backticks,
// every class an example imports and every Class.method an example calls
// exists in the API files, so a skill teaches no name the runtime lacks.
func TestAPINames(t *testing.T) {
	a := loadAPI(t)
	files, _ := fs.Glob(corpus.FS, "*/*.md")
	for _, f := range files {
		data, _ := fs.ReadFile(corpus.FS, f)
		doc := string(data)
		for _, name := range runtimeNames(doc) {
			if a.libs[library(name)] && !a.has(name) {
				t.Errorf("%s: %s is not in corpus/api", f, name)
			}
		}
		for _, err := range checkExamples(a, doc) {
			t.Errorf("%s: %v", f, err)
		}
	}
}

// runtimeNames returns the names a skill binds (applies-to) and names in
// backticks outside code; names of concept libraries are left out.
func runtimeNames(doc string) []string {
	var out []string
	head, _, _ := strings.Cut(strings.TrimPrefix(doc, "---\n"), "\n---\n")
	for _, line := range strings.Split(head, "\n") {
		if rest, ok := strings.CutPrefix(line, "applies-to:"); ok {
			rest = strings.Trim(strings.TrimSpace(rest), "[]")
			for _, n := range strings.Split(rest, ",") {
				out = append(out, strings.Trim(strings.TrimSpace(n), `"'`))
			}
		}
	}
	out = append(out, references(doc)...)
	return slices.DeleteFunc(out, func(n string) bool {
		return n == "" || slices.Contains(conceptLibraries, library(n))
	})
}

// checkExamples checks the ```cajeta blocks of a skill: each imported
// runtime class exists, and each Class.member( call on an imported class
// names a member the class declares.
func checkExamples(a *api, doc string) []error {
	x := parseExample(doc)
	if x == nil {
		return nil
	}
	var errs []error
	for _, simple := range slices.Sorted(maps.Keys(x.imports)) {
		path := x.imports[simple]
		if !strings.HasPrefix(path, "cajeta.") {
			continue
		}
		class := strings.ReplaceAll(path, ".", "/")
		c, ok := a.classes[class]
		if !ok {
			errs = append(errs, fmt.Errorf("example imports %s, which is not in corpus/api", path))
			continue
		}
		calls := regexp.MustCompile(`\b` + simple + `\.([A-Za-z_][A-Za-z0-9_]*)\s*\(`)
		for _, call := range calls.FindAllStringSubmatch(x.code, -1) {
			if c.Lookup(call[1]) == nil {
				errs = append(errs, fmt.Errorf("example calls %s.%s, which %s does not declare in corpus/api", simple, call[1], class))
			}
		}
	}
	return errs
}

// TestSources: docs/corpus-sources.md has a row for every skill id, so
// each skill names the upstream files its facts rest on, and the row says
// what backs the skill's example (the upstream sample it is adapted from,
// or the check of each line against the API file and the rules), or that
// it has none.
func TestSources(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "docs", "corpus-sources.md"))
	if err != nil {
		t.Fatal(err)
	}
	rows := map[string]string{}
	for _, line := range strings.Split(string(data), "\n") {
		if cells := strings.Split(line, "|"); len(cells) > 2 {
			rows[strings.Trim(strings.TrimSpace(cells[1]), "`")] = line
		}
	}
	files, _ := fs.Glob(corpus.FS, "*/*.md")
	for _, f := range files {
		id := strings.TrimSuffix(filepath.Base(f), ".md")
		row, ok := rows[id]
		switch {
		case !ok:
			t.Errorf("%s: no row for %s in docs/corpus-sources.md", f, id)
		case !strings.Contains(strings.ToLower(row), "example"):
			t.Errorf("%s: its row in docs/corpus-sources.md does not say what backs its example (or 'no example')", f)
		}
	}
}
