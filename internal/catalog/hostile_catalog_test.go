//go:build unix

package catalog

import (
	"fmt"
	"github.com/cajeta-lang/skills/internal/lockfile"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

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

// TestReopenedArchiveSwapped: an archive past maxOpenArchives is reopened
// on each read, without following a link or blocking, and a file other
// than the one loaded (a link to a FIFO, a link elsewhere, a rewritten
// file) is an error, never read.
func TestReopenedArchiveSwapped(t *testing.T) {
	dir := project(t, lockfile.Package{Name: "acme.http", Version: "1.0"})
	paths, _ := filepath.Glob(filepath.Join(dir, ".cajeta", "cache", "artifacts", "*.cja"))
	if len(paths) != 1 {
		t.Fatalf("cache holds %q", paths)
	}
	path := paths[0]
	sum := "sha256:" + strings.TrimSuffix(filepath.Base(path), ".cja")
	for _, keepOpen := range []bool{true, false} {
		r, err := resolve(dir, lockfile.Package{Name: "acme.http", Version: "1.0", Checksum: sum}, keepOpen)
		if err != nil {
			t.Fatal(err)
		}
		if data, ok, err := r.archive.payload("http-client"); !ok || err != nil || !strings.Contains(string(data), "version 1.0") {
			t.Fatalf("keepOpen %v: before the swap: %q, %v, %v", keepOpen, data, ok, err)
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
			func() { os.Remove(path); os.WriteFile(path, original, 0o666) },
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
				t.Fatalf("keepOpen %v, swap %d: the read hangs", keepOpen, i)
			}
			if keepOpen && (err != nil || !strings.Contains(string(data), "version 1.0")) {
				t.Errorf("keepOpen: swap %d: %q, %v; want the file loaded", i, data, err)
			}
			if !keepOpen && err == nil {
				t.Errorf("reopened: swap %d: read %q; want an error", i, data)
			}
		}
		os.Remove(path)
		os.WriteFile(path, original, 0o666)
	}
}
