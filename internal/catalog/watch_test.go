package catalog

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestReloadSharesCorpus: a reloaded context answers from the same
// embedded archives, read once, and a lockfile that no longer loads gives
// an error naming it, even when the lockfile's own error does not.
func TestReloadSharesCorpus(t *testing.T) {
	dir := t.TempDir()
	c, err := Load(dir, testCorpus)
	if err != nil {
		t.Fatal(err)
	}
	before, err := c.Archives()
	if err != nil {
		t.Fatal(err)
	}
	next, err := c.Reload()
	if err != nil {
		t.Fatal(err)
	}
	after, err := next.Archives()
	if err != nil {
		t.Fatal(err)
	}
	if len(after) != len(before) || len(before) == 0 {
		t.Fatalf("%d archives after the reload, %d before", len(after), len(before))
	}
	for i := range before {
		if after[i] != before[i] {
			t.Errorf("archive %s was read again", before[i].Library)
		}
	}

	os.WriteFile(filepath.Join(dir, "cajeta.lock"), []byte(`{"manifest-checksum":"m"}`), 0o666)
	_, err = next.Reload()
	if want := "reload of cajeta.lock: lockfile missing 'lockfile-version' field"; err == nil || err.Error() != want {
		t.Errorf("Reload error = %v, want %q", err, want)
	}
	if _, err := Load(dir, testCorpus); err == nil || strings.Contains(err.Error(), "reload") {
		t.Errorf("Load error = %v, want the lockfile's own", err)
	}
}
