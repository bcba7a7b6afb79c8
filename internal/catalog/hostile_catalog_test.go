//go:build unix

package catalog

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/cajeta-lang/skills/internal/authoring"
	"github.com/cajeta-lang/skills/internal/lockfile"
	"github.com/cajeta-lang/skills/internal/skilldoc"
	"github.com/cajeta-lang/skills/internal/skillindex"
)

// TestManyNamesOneSkill: an index binding 100,000 names to one skill (and
// each of them twice) makes the archive in near-linear time, the skill's
// names sorted and unique. Re-sorting the names on every binding made this
// quadratic: 100,000 names took 59 s. The time is held to that of making
// the index itself, so that a loaded machine slows both alike.
func TestManyNamesOneSkill(t *testing.T) {
	const n = 100000
	start := time.Now()
	ix := &skillindex.Index{Names: map[string][]string{}, Skills: map[string]skillindex.Entry{"s": {Title: "W", Member: "skills/s.md"}}}
	for i := 0; i < n; i++ {
		ix.Names[fmt.Sprintf("a/n%d", i)] = []string{"s", "s"}
	}
	made := time.Since(start)
	start = time.Now()
	a := archiveFromIndex("acme", "1.0", "x.cja", ix, nil)
	d := time.Since(start)
	t.Logf("made the index in %v, the archive in %v", made, d)
	if d > 20*made+100*time.Millisecond {
		t.Errorf("archiveFromIndex took %v for %d names of one skill, making the index %v", d, n, made)
	}
	names := a.skills["s"].Names
	if len(names) != n || !slices.IsSorted(names) || len(slices.Compact(slices.Clone(names))) != n {
		t.Errorf("the skill carries %d names (sorted %v), want %d sorted and unique", len(names), slices.IsSorted(names), n)
	}
}

// TestKeptArchiveSwapped: an archive is read through the descriptor opened
// at load, so replacing its file afterwards (by a link to a FIFO, a link
// elsewhere, a rewritten file) changes nothing that is read, and no read
// blocks.
func TestKeptArchiveSwapped(t *testing.T) {
	dir := project(t, lockfile.Package{Name: "acme.http", Version: "1.0"})
	paths, _ := filepath.Glob(filepath.Join(dir, ".cajeta", "cache", "artifacts", "*.cja"))
	if len(paths) != 1 {
		t.Fatalf("cache holds %q", paths)
	}
	path := paths[0]
	sum := "sha256:" + strings.TrimSuffix(filepath.Base(path), ".cja")
	cache := openCache(dir)
	r, err := resolve(dir, cache, lockfile.Package{Name: "acme.http", Version: "1.0", Checksum: sum})
	cache.close()
	if err != nil {
		t.Fatal(err)
	}
	defer r.file.Close()
	if data, ok, err := r.archive.payload("http-client"); !ok || err != nil || !strings.Contains(string(data), "version 1.0") {
		t.Fatalf("before the swap: %q, %v, %v", data, ok, err)
	}
	original, _ := os.ReadFile(path)
	other := filepath.Join(t.TempDir(), "other.cja")
	os.WriteFile(other, original, 0o666)
	fifo := filepath.Join(t.TempDir(), "fifo")
	if err := syscall.Mkfifo(fifo, 0o666); err != nil {
		t.Fatal(err)
	}
	swaps := []func(){
		func() { os.Remove(path); os.Symlink(fifo, path) },
		func() { os.Remove(path); os.Symlink(other, path) },
		func() { os.Remove(path); os.WriteFile(path, []byte("garbage"), 0o666) },
	}
	for i, swap := range swaps {
		swap()
		done := make(chan struct{})
		var data []byte
		go func() {
			defer close(done)
			data, _, err = r.archive.payload("http-client")
		}()
		select {
		case <-done:
		case <-time.After(3 * time.Second):
			t.Fatalf("swap %d: the read hangs", i)
		}
		if err != nil || !strings.Contains(string(data), "version 1.0") {
			t.Errorf("swap %d: %q, %v; want the file loaded", i, data, err)
		}
	}
}

// TestArchivesPast512KeptOpen: every archive with skills is kept open
// from load, however many, so that one removed or replaced in the cache
// afterwards changes nothing that is served (README: a file swapped later
// is never read). Only the first 512 were: later ones were opened again
// for each read, and a removed or replaced file changed the answer.
func TestArchivesPast512KeptOpen(t *testing.T) {
	dir := t.TempDir()
	const n = 520
	var last string
	for i := range n {
		p := lockfile.Package{Name: fmt.Sprintf("acme.l%d", i), Version: "1.0"}
		last = cacheSkill(t, dir, p, "original "+p.Name)
	}
	c, err := Load(dir, testCorpus)
	if err != nil {
		t.Fatal(err)
	}
	uri := fmt.Sprintf("cja-skill://acme.l%d@1.0/s", n-1)
	get := func(when string) {
		t.Helper()
		got := c.Get([]string{uri})[0]
		if !got.OK || !strings.Contains(got.Payload, fmt.Sprintf("original acme.l%d", n-1)) {
			t.Errorf("%s: %+v, want the archive loaded", when, got)
		}
	}
	get("as loaded")
	data, _ := os.ReadFile(last)
	os.Remove(last)
	get("removed")
	os.WriteFile(last, []byte("not an archive at all"), 0o666)
	get("replaced")
	os.Remove(last)
	os.WriteFile(last, data, 0o666)
}

// cacheSkill packs one skill, s, bound to acme/<p.Name>, with body, into
// dir's cache, records p in dir's lockfile, and returns the archive's path.
func cacheSkill(t *testing.T, dir string, p lockfile.Package, body string) string {
	t.Helper()
	data := []byte("---\nid: s\napplies-to: [acme/" + p.Name + "]\ntitle: S\n---\n" + body + "\n")
	doc, err := skilldoc.Parse("s.md", data)
	if err != nil {
		t.Fatal(err)
	}
	archive, sum, err := authoring.Pack(p.Name, p.Version, []authoring.Skill{{Path: "s.md", Doc: doc, Data: data}}, true)
	if err != nil {
		t.Fatal(err)
	}
	rel, _ := lockfile.CachePath(sum)
	path := filepath.Join(dir, rel)
	os.MkdirAll(filepath.Dir(path), 0o777)
	if err := os.WriteFile(path, archive, 0o666); err != nil {
		t.Fatal(err)
	}
	p.Checksum = sum
	if err := lockfile.AddPackage(filepath.Join(dir, lockfile.Name), p); err != nil {
		t.Fatal(err)
	}
	return path
}
