package catalog

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/cajeta-lang/skills/internal/authoring"
	"github.com/cajeta-lang/skills/internal/cja"
	"github.com/cajeta-lang/skills/internal/lockfile"
	"github.com/cajeta-lang/skills/internal/search"
	"github.com/cajeta-lang/skills/internal/skilluri"
	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

func skillFile(id, title string, names ...string) *fstest.MapFile {
	return &fstest.MapFile{Data: []byte("---\nid: " + id + "\napplies-to: [" + strings.Join(names, ", ") + "]\ntitle: " + title + "\n---\n# " + title + "\n")}
}

var testCorpus = fstest.MapFS{
	"cajeta.io/io-overview.md":         skillFile("io-overview", "The io library", "cajeta.io", "cajeta/io"),
	"cajeta.io/io-file-File.md":        skillFile("io-file-File", "File handles", "cajeta/io/file/File"),
	"cajeta.io/io-file-File-open.md":   skillFile("io-file-File-open", "Opening files", "cajeta/io/file/File.open"),
	"cajeta.lang/lang-overview.md":     skillFile("lang-overview", "The lang library", "cajeta.lang", "cajeta/lang"),
	"cajeta.lang/lang-String.md":       skillFile("lang-String", "Strings", "cajeta/lang/String"),
	"cajeta.lang/lang-String-index.md": skillFile("lang-String-index", "Indexing strings", "cajeta/lang/String.indexOf"),
	"vendor.x/vendor-io.md":            skillFile("vendor-io", "Vendored io", "vendor/cajeta/io"),
}

// titleOf returns the title in testCorpus of the skill at uri.
func titleOf(t *testing.T, uri string) string {
	t.Helper()
	u, err := skilluri.Parse(uri)
	if err != nil {
		t.Fatal(err)
	}
	f := testCorpus[u.Library+"/"+u.ID+".md"]
	if f == nil {
		t.Fatalf("%s is not in testCorpus", uri)
	}
	_, rest, _ := strings.Cut(string(f.Data), "\ntitle: ")
	title, _, _ := strings.Cut(rest, "\n")
	return title
}

func TestSearch(t *testing.T) {
	ctx, err := Load(t.TempDir(), testCorpus)
	if err != nil {
		t.Fatal(err)
	}
	const io, lang = "cja-skill://cajeta.io@1.0/", "cja-skill://cajeta.lang@1.0/"
	for _, tt := range []struct {
		q    Query
		want []search.Result
	}{
		// The query's nearest matching prefix, cajeta/io, also matches
		// vendor/cajeta/io as a suffix: its skill comes last.
		{Query{Name: "cajeta/io/file/File"}, []search.Result{
			{Distance: 0, MatchedName: "cajeta/io/file/File", Tier: search.TierExact, URI: io + "io-file-File"},
			{Distance: 0, MatchedName: "cajeta/io/file/File", Tier: search.TierDescendant, URI: io + "io-file-File-open"},
			{Distance: 0, MatchedName: "cajeta/io/file/File", Tier: search.TierAncestorOverview, URI: io + "io-overview"},
			{Distance: 0, MatchedName: "vendor/cajeta/io", Tier: search.TierAncestorOverview, URI: "cja-skill://vendor.x@1.0/vendor-io"},
		}},
		// A typo costs 1; the query's prefix cajeta/io/file/Flie matches
		// cajeta/io/file/File at 1 too, and names that skill.
		{Query{Name: "cajeta/io/file/Flie.open"}, []search.Result{
			{Distance: 1, MatchedName: "cajeta/io/file/File.open", Tier: search.TierExact, URI: io + "io-file-File-open"},
			{Distance: 1, MatchedName: "cajeta/io/file/File", Tier: search.TierAncestorOverview, URI: io + "io-file-File"},
		}},
		// Exact: the nearest prefix that matches at distance 0 is cajeta/io.
		{Query{Name: "cajeta/io/file/Flie.open", Exact: true}, []search.Result{
			{Distance: 0, MatchedName: "cajeta/io", Tier: search.TierAncestorOverview, URI: io + "io-overview"},
			{Distance: 0, MatchedName: "vendor/cajeta/io", Tier: search.TierAncestorOverview, URI: "cja-skill://vendor.x@1.0/vendor-io"},
		}},
		// A suffix query resolves a class without its package; its title
		// match ("Strings", distance 1) loses the merge to the name match.
		{Query{Name: "String"}, []search.Result{
			{Distance: 0, MatchedName: "cajeta/lang/String", Tier: search.TierExact, URI: lang + "lang-String"},
			{Distance: 0, MatchedName: "cajeta/lang/String", Tier: search.TierDescendant, URI: lang + "lang-String-index"},
			{Distance: 0, MatchedName: "cajeta/lang/String", Tier: search.TierAncestorOverview, URI: lang + "lang-overview"},
		}},
		// A title match is tier exact at the skill's first name; the merge
		// keeps the better of a skill's matches.
		{Query{Name: "opening flies"}, []search.Result{
			{Distance: 1, MatchedName: "cajeta/io/file/File.open", Tier: search.TierExact, URI: io + "io-file-File-open"},
		}},
		// Dotted and slashed names are the same segments; each matched name
		// brings its own tiers, merged by URI.
		{Query{Name: "cajeta.lang", Exact: true}, []search.Result{
			{Distance: 0, MatchedName: "cajeta.lang", Tier: search.TierExact, URI: lang + "lang-overview"},
			{Distance: 0, MatchedName: "cajeta/lang", Tier: search.TierDescendant, URI: lang + "lang-String"},
			{Distance: 0, MatchedName: "cajeta/lang", Tier: search.TierDescendant, URI: lang + "lang-String-index"},
		}},
		// Suffix matches rank after full-path ones of the same distance.
		{Query{Name: "cajeta/io"}, []search.Result{
			{Distance: 0, MatchedName: "cajeta/io", Tier: search.TierExact, URI: io + "io-overview"},
			{Distance: 0, MatchedName: "cajeta/io", Tier: search.TierDescendant, URI: io + "io-file-File"},
			{Distance: 0, MatchedName: "cajeta/io", Tier: search.TierDescendant, URI: io + "io-file-File-open"},
			{Distance: 0, MatchedName: "vendor/cajeta/io", Tier: search.TierExact, URI: "cja-skill://vendor.x@1.0/vendor-io"},
		}},
		{Query{Name: "nothing/like/it"}, []search.Result{}},
		{Query{Name: ""}, []search.Result{}},
	} {
		got, err := ctx.Search(tt.q)
		if err != nil {
			t.Fatalf("Search(%+v): %v", tt.q, err)
		}
		for i := range tt.want { // each result carries its skill's title
			tt.want[i].Title = titleOf(t, tt.want[i].URI)
		}
		if diff := cmp.Diff(tt.want, got, cmpopts.IgnoreUnexported(search.Result{})); diff != "" {
			t.Errorf("Search(%+v) mismatch (-want +got):\n%s", tt.q, diff)
		}
	}
}

// project makes a project directory whose lockfile resolves the given
// packages, each packed from one skill and installed in the cache.
func project(t *testing.T, pkgs ...lockfile.Package) string {
	t.Helper()
	dir := t.TempDir()
	for _, p := range pkgs {
		src := t.TempDir()
		body := "---\nid: http-client\napplies-to: [acme/http/Client]\ntitle: HTTP client " + p.Version + "\n---\nversion " + p.Version + "\n"
		if err := os.WriteFile(filepath.Join(src, "http-client.md"), []byte(body), 0o666); err != nil {
			t.Fatal(err)
		}
		skills, problems, err := authoring.Check(src)
		if err != nil || len(problems) > 0 {
			t.Fatal(err, problems)
		}
		data, sum, err := authoring.Pack(p.Name, p.Version, skills, true)
		if err != nil {
			t.Fatal(err)
		}
		rel, _ := lockfile.CachePath(sum)
		path := filepath.Join(dir, rel)
		os.MkdirAll(filepath.Dir(path), 0o777)
		if err := os.WriteFile(path, data, 0o666); err != nil {
			t.Fatal(err)
		}
		p.Checksum = sum
		if err := lockfile.AddPackage(filepath.Join(dir, lockfile.Name), p); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestSelection(t *testing.T) {
	dir := project(t,
		lockfile.Package{Name: "acme.http", Version: "1.0", Member: "app"},
		lockfile.Package{Name: "acme.http", Version: "2.0", Member: "tool"},
	)
	ctx, err := Load(dir, testCorpus)
	if err != nil {
		t.Fatal(err)
	}
	uris := func(sel Selection) []string {
		res, err := ctx.Search(Query{Name: "acme/http/Client", Selection: sel})
		if err != nil {
			t.Fatalf("Search(%+v): %v", sel, err)
		}
		var out []string
		for _, r := range res {
			out = append(out, r.URI)
		}
		return out
	}
	both := []string{"cja-skill://acme.http@1.0/http-client", "cja-skill://acme.http@2.0/http-client"}
	for _, tt := range []struct {
		sel  Selection
		want []string
	}{
		{Selection{}, both},
		{Selection{Version: "2.0"}, both[1:]},
		{Selection{From: "app"}, both[:1]},
		{Selection{From: "tool"}, both[1:]},
		{Selection{Version: "2.0", From: "app"}, both[1:]}, // version overrides from
	} {
		if diff := cmp.Diff(tt.want, uris(tt.sel)); diff != "" {
			t.Errorf("selection %+v mismatch (-want +got):\n%s", tt.sel, diff)
		}
	}
	// Under from, the embedded corpus stays in.
	if res, _ := ctx.List("cajeta/io", Selection{From: "app"}); len(res) != 3 {
		t.Errorf("List(cajeta/io, from app) = %d entries, want 3", len(res))
	}
	// Version 1.0 holds the embedded corpus too.
	if res, _ := ctx.List("", Selection{Version: "1.0"}); len(res) != len(testCorpus)+1 {
		t.Errorf("List(version 1.0) = %d entries, want %d", len(res), len(testCorpus)+1)
	}
	_, err = ctx.Search(Query{Name: "x", Selection: Selection{From: "nope"}})
	if want := "unknown module 'nope': the lockfile names 'app', 'tool'"; err == nil || err.Error() != want {
		t.Errorf("unknown module error = %v, want %q", err, want)
	}
	got := ctx.Get([]string{"cja-skill://acme.http@2.0/http-client", "cja-skill://acme.http@3.0/http-client", "cja-skill://acme.http@1.0/nope"})
	if !got[0].OK || !strings.Contains(got[0].Payload, "version 2.0") {
		t.Errorf("Get 2.0 = %+v", got[0])
	}
	if got[1].Error != "skill URI: 'acme.http@3.0' is not in the lockfile" {
		t.Errorf("Get 3.0 = %+v", got[1])
	}
	if !strings.HasPrefix(got[2].Error, "skill 'nope' not found in archive '.cajeta/cache/artifacts/") {
		t.Errorf("Get nope = %+v", got[2])
	}
}

// TestMemberNamesAreNotPaths: an index whose member names climb out of the
// archive ("../") names nothing on disk: members are looked up inside the
// archive only, so a file beside the cache is never read.
func TestMemberNamesAreNotPaths(t *testing.T) {
	dir := t.TempDir()
	index := `{"schema-version":"skill-index-v1","names":{"acme/x":["x"]},"skills":{"x":{"title":"X","member":"../../../secret.md"}}}`
	var b bytes.Buffer
	if err := cja.Write(&b, []byte(`{"kind":"cja","name":"acme.x","version":"1"}`), []cja.Entry{{Name: "skills/index.json", Data: []byte(index)}}, true); err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256(b.Bytes())
	checksum := "sha256:" + hex.EncodeToString(sum[:])
	rel, _ := lockfile.CachePath(checksum)
	os.MkdirAll(filepath.Join(dir, filepath.Dir(rel)), 0o777)
	os.WriteFile(filepath.Join(dir, rel), b.Bytes(), 0o666)
	os.WriteFile(filepath.Join(dir, "secret.md"), []byte("---\nid: x\napplies-to: [acme/x]\n---\nsecret\n"), 0o666)
	if err := lockfile.AddPackage(filepath.Join(dir, lockfile.Name), lockfile.Package{Name: "acme.x", Version: "1", Checksum: checksum}); err != nil {
		t.Fatal(err)
	}
	ctx, err := Load(dir, testCorpus)
	if err != nil {
		t.Fatal(err)
	}
	got := ctx.Get([]string{"cja-skill://acme.x@1/x"})
	if got[0].OK || strings.Contains(got[0].Payload, "secret") || !strings.Contains(got[0].Error, "skill 'x' not found in archive") {
		t.Errorf("Get = %+v, want not found", got[0])
	}
}

// TestCloseStopsTextBuild: a context closed before its lockfile skills'
// text is indexed never indexes it (issue 23, row 4: a reload must not
// leave the replaced context's build running); one left open does.
func TestCloseStopsTextBuild(t *testing.T) {
	dir := project(t, lockfile.Package{Name: "acme.http", Version: "1.0"})
	const acme = "cja-skill://acme.http@1.0/http-client"
	for _, close := range []bool{false, true} {
		ctx, err := Load(dir, testCorpus)
		if err != nil {
			t.Fatal(err)
		}
		if err := ctx.Wait(); err != nil {
			t.Fatal(err)
		}
		if close {
			ctx.Close()
		}
		ctx.Start() // what a server does; after Close it must not build
		got, err := ctx.Search(Query{Name: "client for http"})
		if err != nil {
			t.Fatal(err)
		}
		found := slices.ContainsFunc(got, func(r search.Result) bool { return r.URI == acme })
		if found == close {
			t.Errorf("closed %v: the text stage found %s: %v, want %v", close, acme, found, !close)
		}
	}
}
