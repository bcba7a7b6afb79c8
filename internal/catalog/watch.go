package catalog

import (
	"crypto/sha256"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"time"

	"github.com/cajeta-lang/skills/internal/lockfile"
)

// Watch is what one load read that can change while a server runs: the
// lockfile, and the cache entries the lockfile named that were not there
// or did not load (a present entry's name is its checksum, so one that
// loaded cannot change meaning; it is kept open, never read again). Each
// entry is watched once, however many lockfile entries name it. A load
// that failed has a Watch too: what it read, the entry it failed on
// included, so that a server tries again once that changes (a download
// that arrives in parts).
//
// Checking it costs one stat per watched file, and, while the lockfile's
// modification time is too recent to tell a later rewrite apart (see
// racyWindow), a read of the lockfile. A Watch is not safe for concurrent
// use: the server checks it before each request, one at a time.
type Watch struct {
	lock  watched
	cache []watched
}

// watched is one file of a Watch as the load saw it.
type watched struct {
	path  string
	stamp stamp
	// sum is the SHA-256 of the lockfile as the load read it, kept while
	// its stamp is racy; nil otherwise.
	sum *[sha256.Size]byte
}

// stamp is what an Lstat said of one path at one time: whether something
// is there, and which file it is (os.SameFile), with its size and
// modification time.
type stamp struct {
	info fs.FileInfo
	at   time.Time // when the Lstat began
}

func stampOf(path string) stamp {
	at := time.Now()
	fi, err := os.Lstat(path)
	if err != nil {
		return stamp{at: at}
	}
	return stamp{info: fi, at: at}
}

// same reports whether two stamps are of the same, unchanged file (or both
// of no file).
func (s stamp) same(t stamp) bool {
	if s.info == nil || t.info == nil {
		return s.info == nil && t.info == nil
	}
	return os.SameFile(s.info, t.info) && s.info.Size() == t.info.Size() && s.info.ModTime().Equal(t.info.ModTime())
}

// racyWindow is how recent a modification time must be, when the file is
// stat'ed, for a later rewrite of the same size to possibly leave it
// unchanged: file systems keep times to a granularity (one second on some
// ext4 and network file systems, two on FAT), from a clock that may lag
// the one time.Now reads by a tick. A file modified longer ago than this
// before a stat gets a later time at its next write; one modified more
// recently is checked by content until it is not (as Git does with its
// "racily clean" index entries).
const racyWindow = 3 * time.Second

// racy reports whether a write after s was taken could leave the file's
// stat as s says.
func (s stamp) racy() bool {
	return s.info != nil && s.info.ModTime().After(s.at.Add(-racyWindow))
}

// changed reports whether the file at w.path differs from what the load
// saw. Once a racy lockfile is found unchanged at a time when its stamp
// is no longer racy, its content is not read again.
func (w *watched) changed() bool {
	now := stampOf(w.path)
	if !now.same(w.stamp) {
		return true
	}
	if w.sum == nil {
		return false
	}
	data, err := lockfile.ReadBytes(w.path)
	if err != nil || sha256.Sum256(data) != *w.sum {
		return true
	}
	if !now.racy() {
		w.sum = nil
	}
	return false
}

// Changed reports whether any file of w differs from what the load saw: a
// server whose context's Watch changed loads a new context, and one whose
// failed reload's Watch changed tries again.
func (w *Watch) Changed() bool {
	if w.lock.changed() {
		return true
	}
	for i := range w.cache {
		if w.cache[i].changed() {
			return true
		}
	}
	return false
}

// watchLockfile records the lockfile's stamp, taken before it is read, so
// that a change during the load is seen at the next check, and, when that
// stamp is racy, the SHA-256 of data, what the load read (nil when it
// could not read it: then only the stamp is watched, or a file that can
// not be read would count as changed at every check).
func (w *Watch) watchLockfile(path string, before stamp, data []byte) {
	w.lock = watched{path: path, stamp: before}
	if data != nil && before.racy() {
		sum := sha256.Sum256(data)
		w.lock.sum = &sum
	}
}

// watchCache records a cache entry at path, as Lstat found it before the
// load read it (no file, or one that did not load).
func (w *Watch) watchCache(path string, s stamp) {
	w.cache = append(w.cache, watched{path: path, stamp: s})
}

// finish orders the cache entries by path, so that two loads of one
// project watch them alike.
func (w *Watch) finish() {
	sort.Slice(w.cache, func(i, j int) bool { return w.cache[i].path < w.cache[j].path })
}

// Watch is what c was loaded from: the server checks it before each
// request that reads the context.
func (c *Context) Watch() *Watch { return &c.watch }

// Reload loads a new context from the directory c was loaded from, for a
// server whose context's Watch changed. The embedded corpus's archives are
// c's, never read again; the search index over them and the new lockfile's
// archives is built anew in the background. When it fails, the error
// names the lockfile, whatever it is about, and the Watch returned is what
// the failed load read: the server tries again once it changes.
func (c *Context) Reload() (*Context, *Watch, error) {
	next, w, err := load(c.dir, c.corpus)
	if err != nil {
		return nil, w, fmt.Errorf("reload of %s: %v", lockfile.Name, err)
	}
	return next, nil, nil
}

// lockPath is the lockfile's path in the project directory dir.
func lockPath(dir string) string { return filepath.Join(dir, lockfile.Name) }
