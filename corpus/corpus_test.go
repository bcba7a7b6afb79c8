package corpus_test

import (
	"io/fs"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/cajeta-lang/skills/corpus"
	"github.com/cajeta-lang/skills/internal/authoring"
	"github.com/cajeta-lang/skills/internal/catalog"
)

// load builds the discovery context of the embedded corpus alone.
func load(t *testing.T) *catalog.Context {
	t.Helper()
	ctx, err := catalog.Load(t.TempDir(), corpus.FS)
	if err == nil {
		err = ctx.Wait()
	}
	if err != nil {
		t.Fatalf("the embedded corpus does not load: %v", err)
	}
	return ctx
}

// TestValid: every embedded file parses and validates (id = file name, so
// ids are unique per library), and carries a title and a description. (The
// binary reads index.go instead; TestIndexUpToDate keeps the two equal.)
func TestValid(t *testing.T) {
	if _, err := catalog.ParseEmbedded(corpus.FS); err != nil {
		t.Fatal(err)
	}
	files, _ := fs.Glob(corpus.FS, "*/*.md")
	if len(files) == 0 {
		t.Fatal("no embedded skills")
	}
	for _, f := range files {
		data, _ := fs.ReadFile(corpus.FS, f)
		head, _, _ := strings.Cut(strings.TrimPrefix(string(data), "---\n"), "\n---\n")
		for _, field := range []string{"\ntitle: ", "\ndescription: "} {
			if !strings.Contains("\n"+head, field) {
				t.Errorf("%s: no%s", f, strings.TrimSuffix(field, ": "))
			}
		}

	}
}

// TestNoWarnings: no embedded skill draws a warning from skills check (a
// title or description YAML cuts short at " #", a template placeholder, an
// empty body...), names outside a library's namespace aside: the corpus
// binds cajeta and cajeta-driver names on purpose.
func TestNoWarnings(t *testing.T) {
	dirs, err := filepath.Glob("cajeta.*")
	if err != nil || len(dirs) == 0 {
		t.Fatalf("no library folders: %v", err)
	}
	for _, d := range dirs {
		skills, problems, err := authoring.Check(d)
		if err != nil || len(problems) > 0 {
			t.Errorf("%s: %v %v", d, err, problems)
		}
		for _, w := range authoring.Warnings(d, skills, "") {
			t.Error(w)
		}
	}
}

// TestOverviews: every library has one overview, <pkg>-overview, bound to
// both cajeta.<pkg> and cajeta/<pkg>.
func TestOverviews(t *testing.T) {
	archives, _ := load(t).Archives()
	for _, a := range archives {
		pkg := strings.TrimPrefix(a.Library, "cajeta.")
		var overview *catalog.Skill
		for _, s := range a.Skills() {
			if s.ID == pkg+"-overview" {
				overview = s
			}
		}
		if overview == nil {
			t.Errorf("%s: no skill %s-overview", a.Library, pkg)
			continue
		}
		for _, want := range []string{a.Library, "cajeta/" + strings.ReplaceAll(pkg, ".", "/")} {
			if !slices.Contains(overview.Names, want) {
				t.Errorf("%s: %s is not bound to %s (names %v)", a.Library, overview.ID, want, overview.Names)
			}
		}
	}
}

// TestSize keeps every skill well under 5,000 tokens (about 4 bytes each).
func TestSize(t *testing.T) {
	files, _ := fs.Glob(corpus.FS, "*/*.md")
	for _, f := range files {
		data, _ := fs.ReadFile(corpus.FS, f)
		if len(data) > 18000 {
			t.Errorf("%s: %d bytes, over the budget of 18000 (about 4,500 tokens)", f, len(data))
		}
	}
}

var (
	fence    = regexp.MustCompile("(?m)^```")
	inline   = regexp.MustCompile("`([^`\n]+)`")
	canonish = regexp.MustCompile(`^cajeta[./][A-Za-z0-9_./-]*[A-Za-z0-9_]$`)
)

// TestReferences: every canonical name a skill body names in backticks,
// outside fenced code, is found by searchSkills with exact:true, so the
// link an agent follows leads somewhere.
func TestReferences(t *testing.T) {
	ctx := load(t)
	files, _ := fs.Glob(corpus.FS, "*/*.md")
	for _, f := range files {
		data, _ := fs.ReadFile(corpus.FS, f)
		for _, name := range references(string(data)) {
			res, err := ctx.Search(catalog.Query{Name: name, Exact: true})
			if err != nil || len(res) == 0 {
				t.Errorf("%s: `%s` names no skill", f, name)
			}
		}
	}
}

// references returns the canonical-looking inline code spans of a skill
// body, skipping the front matter and fenced code blocks.
func references(doc string) []string {
	if _, body, ok := strings.Cut(strings.TrimPrefix(doc, "---\n"), "\n---\n"); ok {
		doc = body
	}
	var out []string
	parts := fence.Split(doc, -1)
	for i := 0; i < len(parts); i += 2 { // odd parts are inside fences
		for _, m := range inline.FindAllStringSubmatch(parts[i], -1) {
			if canonish.MatchString(m[1]) {
				out = append(out, m[1])
			}
		}
	}
	return out
}
