package lockfile

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestPruneCache: an archive no lockfile entry records is removed; one
// still recorded, or missing, is left and reported as not removed.
func TestPruneCache(t *testing.T) {
	dir := t.TempDir()
	used, unused := "sha256:"+strings.Repeat("a", 64), "sha256:"+strings.Repeat("b", 64)
	if err := Install(dir, []byte("one"), Package{Name: "acme.x", Version: "1", Checksum: used}); err != nil {
		t.Fatal(err)
	}
	rel, _ := CachePath(unused)
	if err := os.WriteFile(filepath.Join(dir, rel), []byte("two"), 0o666); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		sum  string
		want bool
	}{{used, false}, {unused, true}, {unused, false}, {"md5:x", false}} {
		if got, err := PruneCache(dir, tt.sum); err != nil || got != tt.want {
			t.Errorf("PruneCache(%s) = %v, %v, want %v", tt.sum, got, err, tt.want)
		}
	}
	if rel, _ := CachePath(used); !exists(filepath.Join(dir, rel)) {
		t.Errorf("PruneCache removed %s, which cajeta.lock records", rel)
	}
}

func exists(path string) bool {
	_, err := os.Lstat(path)
	return err == nil
}
