package corpus_test

import (
	"bufio"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/cajeta-lang/skills/corpus"
)

// conceptLibraries teach the language and the toolchain rather than a
// runtime package, so they have no API file: their names are concepts.
var conceptLibraries = []string{"cajeta.language", "cajeta.toolchain", "cajeta.stdlib"}

// api is the public surface of the standard library as the newest runtime
// sources declare it: class canonical name -> member names.
type api map[string]map[string]bool

// loadAPI reads corpus/api/*.api. A line at column 0 names a class by its
// canonical name (cajeta/io/net/TcpStream); the indented lines under it are
// its public members, one declaration each, as the source writes it
// ("static #TcpStream connect(#SocketAddress addr)", "int64 WOULD_BLOCK").
// A line whose first non-blank characters are "# " (or '#' at column 0)
// is a comment.
func loadAPI(t *testing.T) (api, map[string]bool) {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("api", "*.api"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no API files in corpus/api: %v", err)
	}
	out, libs := api{}, map[string]bool{}
	for _, file := range files {
		libs[strings.TrimSuffix(filepath.Base(file), ".api")] = true
		f, err := os.Open(file)
		if err != nil {
			t.Fatal(err)
		}
		var class string
		sc := bufio.NewScanner(f)
		for n := 1; sc.Scan(); n++ {
			line := sc.Text()
			switch {
			case strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") || strings.HasPrefix(strings.TrimSpace(line), "# "):
			case line[0] != ' ' && line[0] != '\t':
				class = strings.TrimSpace(line)
				if !classLine.MatchString(class) {
					t.Errorf("%s:%d: %q is not a canonical class name", file, n, class)
				}
				if out[class] == nil {
					out[class] = map[string]bool{}
				}
			case class == "":
				t.Errorf("%s:%d: member before any class", file, n)
			default:
				name := memberName(strings.TrimSpace(line))
				if name == "" {
					t.Errorf("%s:%d: no member name in %q", file, n, line)
					continue
				}
				out[class][name] = true
			}
		}
		f.Close()
	}
	return out, libs
}

var (
	classLine = regexp.MustCompile(`^cajeta(/[a-z][A-Za-z0-9_]*)+/[A-Z][A-Za-z0-9_]*$`)
	ident     = regexp.MustCompile(`[A-Za-z_~][A-Za-z0-9_]*`)
	importRE  = regexp.MustCompile(`(?m)^\s*import\s+(cajeta(?:\.[A-Za-z0-9_]+)+)\s*;`)
	codeBlock = regexp.MustCompile("(?s)```cajeta\n(.*?)```")
)

// memberName is the name a member declaration declares: the identifier
// before the first '(' of a method or constructor (type parameters such
// as zeros<E>(...) left out), else the last identifier of a field or
// constant (before any '=').
func memberName(decl string) string {
	if head, _, ok := strings.Cut(decl, "("); ok {
		head = strings.TrimSpace(head)
		head = trimTypeParams(head)
		ids := ident.FindAllString(head, -1)
		if len(ids) == 0 {
			return ""
		}
		return strings.TrimPrefix(ids[len(ids)-1], "~")
	}
	decl, _, _ = strings.Cut(decl, "=")
	ids := ident.FindAllString(decl, -1)
	if len(ids) == 0 {
		return ""
	}
	return ids[len(ids)-1]
}

// trimTypeParams drops a trailing <...> (nested ones included) from s.
func trimTypeParams(s string) string {
	if !strings.HasSuffix(s, ">") {
		return s
	}
	depth := 0
	for i := len(s) - 1; i >= 0; i-- {
		switch s[i] {
		case '>':
			depth++
		case '<':
			if depth--; depth == 0 {
				return s[:i]
			}
		}
	}
	return s
}

// has reports whether name is a package, a class or a class member of a.
func (a api) has(name string) bool {
	name = strings.ReplaceAll(name, ".", "/")
	if i := strings.LastIndexByte(name, '/'); i > 0 {
		// Class.member written with a dot became a slash: try it as a member.
		if members, ok := a[name[:i]]; ok && members[name[i+1:]] {
			return true
		}
	}
	if _, ok := a[name]; ok {
		return true
	}
	for class := range a {
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
	_, libs := loadAPI(t)
	dirs, _ := fs.ReadDir(corpus.FS, ".")
	for _, d := range dirs {
		if d.IsDir() && !slices.Contains(conceptLibraries, d.Name()) && !libs[d.Name()] {
			t.Errorf("%s: no corpus/api/%s.api", d.Name(), d.Name())
		}
	}
}

// TestAPINames: every runtime name a skill binds or names in backticks,
// every class an example imports and every Class.method an example calls
// exists in the API files, so a skill teaches no name the runtime lacks.
func TestAPINames(t *testing.T) {
	a, libs := loadAPI(t)
	files, _ := fs.Glob(corpus.FS, "*/*.md")
	for _, f := range files {
		data, _ := fs.ReadFile(corpus.FS, f)
		doc := string(data)
		for _, name := range runtimeNames(doc) {
			if libs[library(name)] && !a.has(name) {
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
func checkExamples(a api, doc string) []error {
	var errs []error
	for _, block := range codeBlock.FindAllStringSubmatch(doc, -1) {
		code := block[1]
		for _, m := range importRE.FindAllStringSubmatch(code, -1) {
			class := strings.ReplaceAll(m[1], ".", "/")
			members, ok := a[class]
			if !ok {
				errs = append(errs, fmt.Errorf("example imports %s, which is not in corpus/api", m[1]))
				continue
			}
			simple := class[strings.LastIndexByte(class, '/')+1:]
			calls := regexp.MustCompile(`\b` + simple + `\.([A-Za-z_][A-Za-z0-9_]*)\s*\(`)
			for _, c := range calls.FindAllStringSubmatch(code, -1) {
				if !members[c[1]] {
					errs = append(errs, fmt.Errorf("example calls %s.%s, which %s does not declare in corpus/api", simple, c[1], class))
				}
			}
		}
	}
	return errs
}

// TestSources: docs/corpus-sources.md has a row for every skill id, so
// each skill names the upstream files its facts rest on.
func TestSources(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "docs", "corpus-sources.md"))
	if err != nil {
		t.Fatal(err)
	}
	rows := map[string]bool{}
	for _, line := range strings.Split(string(data), "\n") {
		if cells := strings.Split(line, "|"); len(cells) > 2 {
			rows[strings.Trim(strings.TrimSpace(cells[1]), "`")] = true
		}
	}
	files, _ := fs.Glob(corpus.FS, "*/*.md")
	for _, f := range files {
		id := strings.TrimSuffix(filepath.Base(f), ".md")
		if !rows[id] {
			t.Errorf("%s: no row for %s in docs/corpus-sources.md", f, id)
		}
	}
}
