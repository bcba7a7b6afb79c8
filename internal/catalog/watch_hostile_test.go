package catalog

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/cajeta-lang/skills/internal/lockfile"
)

// TestChangeSeenWithinTick: a same-size rewrite of the lockfile in place
// that leaves its stat as it was (the same file, size and modification
// time, as on a file system whose times have a one-second granularity, for
// a rewrite within the second the lockfile was loaded) is still seen, and
// a lockfile rewritten to what was loaded is not a change. It was never
// seen until the file changed again.
func TestChangeSeenWithinTick(t *testing.T) {
	dir := t.TempDir()
	lock := filepath.Join(dir, lockfile.Name)
	const a = `{"lockfile-version":1,"manifest-checksum":"a","packages":[]}`
	const b = `{"lockfile-version":1,"manifest-checksum":"b","packages":[]}`
	if err := os.WriteFile(lock, []byte(a), 0o666); err != nil {
		t.Fatal(err)
	}
	fi, err := os.Stat(lock)
	if err != nil {
		t.Fatal(err)
	}
	c, err := Load(dir, testCorpus)
	if err != nil {
		t.Fatal(err)
	}
	// In place: the same inode, the same size, the time put back.
	rewrite := func(content string) {
		t.Helper()
		f, err := os.OpenFile(lock, os.O_WRONLY, 0)
		if err != nil {
			t.Fatal(err)
		}
		f.WriteAt([]byte(content), 0)
		f.Close()
		os.Chtimes(lock, fi.ModTime(), fi.ModTime())
	}
	f := &follower{ctx: c}
	rewrite(a)
	if reloaded, _ := f.step(); reloaded {
		t.Error("the lockfile rewritten as it was loaded counts as changed")
	}
	rewrite(b)
	if reloaded, _ := f.step(); !reloaded {
		t.Error("a same-size rewrite within the time granularity is not seen")
	}
}

// TestMissingArchiveArrivesInParts: a cache entry missing at load that
// arrives in two writes (a download: a part, then the rest) is tried
// again once complete, and the failure of the partial read does not stop
// that: the archive is served. It was never tried again after the partial
// read.
func TestMissingArchiveArrivesInParts(t *testing.T) {
	dir := project(t, lockfile.Package{Name: "acme.http", Version: "1.0"})
	paths, _ := filepath.Glob(filepath.Join(dir, ".cajeta", "cache", "artifacts", "*.cja"))
	if len(paths) != 1 {
		t.Fatalf("cache holds %q", paths)
	}
	path := paths[0]
	data, _ := os.ReadFile(path)
	os.Remove(path)
	c, err := Load(dir, testCorpus)
	if err != nil {
		t.Fatal(err)
	}
	f := &follower{ctx: c}
	os.WriteFile(path, data[:len(data)/2], 0o666) // the first part
	if reloaded, err := f.step(); !reloaded || err == nil {
		t.Fatalf("the first part of the archive: reloaded %v, error %v; want a failed reload", reloaded, err)
	}
	if reloaded, _ := f.step(); reloaded {
		t.Error("nothing changed since the failed reload, yet it was tried again")
	}
	w, _ := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
	w.Write(data[len(data)/2:]) // the rest
	w.Close()
	if reloaded, err := f.step(); !reloaded || err != nil {
		t.Fatalf("the rest of the archive: reloaded %v, error %v; want a reload", reloaded, err)
	}
	if got := f.ctx.Get([]string{"cja-skill://acme.http@1.0/http-client"}); !got[0].OK {
		t.Errorf("the archive is not served once complete: %+v", got[0])
	}
}

// TestMissingArchiveWatchedOnce: 300,000 lockfile entries that are not
// cached and share one checksum are one cache entry to watch, not
// 300,000 to stat before every request.
func TestMissingArchiveWatchedOnce(t *testing.T) {
	dir := t.TempDir()
	var b strings.Builder
	b.WriteString(`{"lockfile-version":1,"manifest-checksum":"","packages":[`)
	const n = 300000
	for i := range n {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, `{"name":"acme.l%d","version":"1.0","checksum":"sha256:%064x"}`, i, 7)
	}
	b.WriteString("]}")
	lock := filepath.Join(dir, lockfile.Name)
	os.WriteFile(lock, []byte(b.String()), 0o666)
	// Written an hour ago: the checks below are stats, the lockfile's
	// content is not read again (see racyWindow).
	hourAgo := time.Now().Add(-time.Hour)
	os.Chtimes(lock, hourAgo, hourAgo)
	c, err := Load(dir, testCorpus)
	if err != nil {
		t.Fatal(err)
	}
	if w := watchedEntries(c); w != 1 {
		t.Errorf("%d cache entries watched, want the one they share", w)
	}
	f := &follower{ctx: c}
	start := time.Now()
	const checks = 20
	for range checks {
		if reloaded, _ := f.step(); reloaded {
			t.Fatal("nothing changed, yet it was reloaded")
		}
	}
	t.Logf("one check before a request: %v", time.Since(start)/checks)
}

// TestUnreadableLockfileTriedOnce: a lockfile that can not be read (here a
// folder in its place, made just now, so that its time is recent) fails
// one reload, and is not tried again at every request while its time is
// recent: there is no content to compare.
func TestUnreadableLockfileTriedOnce(t *testing.T) {
	dir := t.TempDir()
	lock := filepath.Join(dir, lockfile.Name)
	os.WriteFile(lock, []byte(`{"lockfile-version":1,"manifest-checksum":"","packages":[]}`), 0o666)
	c, err := Load(dir, testCorpus)
	if err != nil {
		t.Fatal(err)
	}
	f := &follower{ctx: c}
	os.Remove(lock)
	os.Mkdir(lock, 0o777)
	if reloaded, err := f.step(); !reloaded || err == nil {
		t.Fatalf("a folder for a lockfile: reloaded %v, error %v; want a failed reload", reloaded, err)
	}
	if reloaded, _ := f.step(); reloaded {
		t.Error("the unreadable lockfile is tried again though nothing changed")
	}
}
