package catalog

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestLoadOrCorpus: a lockfile that does not load at start gives a server
// the embedded corpus alone, with the error naming the file, and a context
// that sees the file change and then loads it (Reload); Load, for the CLI,
// still fails.
func TestLoadOrCorpus(t *testing.T) {
	dir := t.TempDir()
	lock := filepath.Join(dir, "cajeta.lock")
	os.WriteFile(lock, []byte(`{"lockfile-version": 1,`), 0o666)

	if c, err := Load(dir, testCorpus); c != nil || err == nil {
		t.Fatalf("Load = %v, %v; want no context and an error", c, err)
	}
	c, err := LoadOrCorpus(dir, testCorpus)
	if want := "load of cajeta.lock at start: lockfile parse error in '"; err == nil || !strings.HasPrefix(err.Error(), want) {
		t.Fatalf("LoadOrCorpus error = %v, want it to begin %q", err, want)
	}
	if c == nil {
		t.Fatal("LoadOrCorpus gave no context")
	}
	archives, err := c.Archives()
	if err != nil || len(archives) == 0 {
		t.Fatalf("Archives = %d, %v; want the embedded corpus", len(archives), err)
	}
	for _, a := range archives {
		if c.embedded[a.Library] != a {
			t.Errorf("archive %s@%s is not the embedded corpus's", a.Library, a.Version)
		}
	}
	if c.Watch().Changed() {
		t.Error("the broken lockfile, untouched, counts as changed")
	}

	os.WriteFile(lock, []byte(`{"lockfile-version": 1, "manifest-checksum": "", "packages": []}`), 0o666)
	if !c.Watch().Changed() {
		t.Fatal("the repaired lockfile is not seen")
	}
	next, _, err := c.Reload()
	if err != nil {
		t.Fatal(err)
	}
	if again, err := next.Archives(); err != nil || len(again) != len(archives) || again[0] != archives[0] {
		t.Errorf("reloaded context: %d archives, %v; want the same embedded ones", len(again), err)
	}
}
