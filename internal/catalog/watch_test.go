package catalog

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
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
	next, _, err := c.Reload()
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
	_, _, err = next.Reload()
	if want := "reload of cajeta.lock: lockfile missing 'lockfile-version' field"; err == nil || err.Error() != want {
		t.Errorf("Reload error = %v, want %q", err, want)
	}
	if _, err := Load(dir, testCorpus); err == nil || strings.Contains(err.Error(), "reload") {
		t.Errorf("Load error = %v, want the lockfile's own", err)
	}
}

// TestChangeSeen: a lockfile rewritten to the same size is a change when
// its modification time moved, and so is one replaced by another file (a
// rename over it) with the same size and time; an untouched one is not.
func TestChangeSeen(t *testing.T) {
	dir := t.TempDir()
	lock := filepath.Join(dir, "cajeta.lock")
	const a = `{"lockfile-version":1,"manifest-checksum":"a","packages":[]}`
	const b = `{"lockfile-version":1,"manifest-checksum":"b","packages":[]}`
	then := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	write := func(path, content string, at time.Time) {
		t.Helper()
		if err := os.WriteFile(path, []byte(content), 0o666); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(path, at, at); err != nil {
			t.Fatal(err)
		}
	}
	write(lock, a, then)
	c, err := Load(dir, testCorpus)
	if err != nil {
		t.Fatal(err)
	}
	if c.Watch().Changed() {
		t.Fatal("an untouched lockfile counts as changed")
	}
	write(lock, b, then.Add(time.Second)) // same size, same file, later time
	if !c.Watch().Changed() {
		t.Error("a rewrite with a new modification time is not seen")
	}
	write(lock, a, then) // back as it was loaded
	if c.Watch().Changed() {
		t.Fatal("the lockfile restored to its loaded state counts as changed")
	}
	other := filepath.Join(dir, "next.lock")
	write(other, b, then) // same size and time, another file
	if err := os.Rename(other, lock); err != nil {
		t.Fatal(err)
	}
	if !c.Watch().Changed() {
		t.Error("another file renamed over the lockfile is not seen")
	}
}
