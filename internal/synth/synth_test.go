package synth_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/cajeta-lang/skills/internal/catalog"
	"github.com/cajeta-lang/skills/internal/lockfile"
	"github.com/cajeta-lang/skills/internal/skilldoc"
	"github.com/cajeta-lang/skills/internal/synth"
	"github.com/google/go-cmp/cmp"
)

// TestGenerate: every generated document is a valid skill whose front
// matter is the Doc packed with it, ids are unique, and the output is
// deterministic.
func TestGenerate(t *testing.T) {
	for _, n := range []int{1, 7, 100, 400} {
		p := synth.Generate(42, n)
		if p.Name != "vendor042.lib042" || len(p.Skills) != n {
			t.Fatalf("Generate(42, %d) = %s with %d skills", n, p.Name, len(p.Skills))
		}
		seen := map[string]bool{}
		for _, s := range p.Skills {
			doc, err := skilldoc.Parse(s.Path, s.Data)
			if err != nil {
				t.Fatalf("%s:\n%s\n%v", s.Path, s.Data, err)
			}
			if diff := cmp.Diff(s.Doc, doc); diff != "" {
				t.Errorf("%s: front matter differs from the Doc (-want +got):\n%s", s.Path, diff)
			}
			if seen[doc.ID] {
				t.Errorf("duplicate id %s", doc.ID)
			}
			seen[doc.ID] = true
			for _, name := range doc.AppliesTo {
				if !strings.HasPrefix(name, "vendor042") {
					t.Errorf("%s: name %s outside the library", s.Path, name)
				}
			}
		}
		if diff := cmp.Diff(p, synth.Generate(42, n)); diff != "" {
			t.Errorf("Generate is not deterministic:\n%s", diff)
		}
	}
}

func TestProject(t *testing.T) {
	dir := t.TempDir()
	if err := synth.Project(dir, 10, 20); err != nil {
		t.Fatal(err)
	}
	lf, err := lockfile.Read(filepath.Join(dir, lockfile.Name))
	if err != nil {
		t.Fatal(err)
	}
	if len(lf.Packages) != 12 { // 10, and packages 0 and 7 twice
		t.Errorf("%d lockfile entries, want 12", len(lf.Packages))
	}
	ctx, err := catalog.Load(dir, fstest.MapFS{})
	if err != nil {
		t.Fatal(err)
	}
	if archives, _ := ctx.Archives(); len(archives) != 10 {
		t.Errorf("%d archives, want 10", len(archives))
	}
	all, err := ctx.List("", catalog.Selection{})
	if err != nil || len(all) != 10*20 {
		t.Errorf("List = %d skills, %v; want 200", len(all), err)
	}
	res, err := ctx.Search(catalog.Query{Name: synth.Root(3), Exact: true})
	if err != nil || len(res) != 20 {
		t.Errorf("Search(%s) = %d results, %v; want 20", synth.Root(3), len(res), err)
	}
	got := ctx.Get([]string{all[0].URI})
	if !got[0].OK || !strings.HasPrefix(got[0].Payload, "---\nid: ") {
		t.Errorf("Get(%s) = %+v", all[0].URI, got[0])
	}
	// Same arguments, same bytes.
	again := t.TempDir()
	if err := synth.Project(again, 10, 20); err != nil {
		t.Fatal(err)
	}
	a, _ := os.ReadFile(filepath.Join(dir, lockfile.Name))
	b, _ := os.ReadFile(filepath.Join(again, lockfile.Name))
	if !bytes.Equal(a, b) {
		t.Error("Project is not deterministic")
	}
}
