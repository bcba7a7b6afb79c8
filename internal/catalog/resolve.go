package catalog

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"runtime"
	"sync"
	"time"

	"github.com/cajeta-lang/skills/internal/cja"
	"github.com/cajeta-lang/skills/internal/lockfile"
	"github.com/cajeta-lang/skills/internal/skillindex"
	"github.com/cajeta-lang/skills/internal/skilluri"
)

// resolved is what the lockfile says of one library version, and what the
// cache holds of it.
type resolved struct {
	checksum string
	// path is the archive's path relative to the project, "" when the
	// checksum can not name one.
	path string
	// cached is whether the archive is in the cache.
	cached bool
	// seen is what Lstat said of the path before the archive was read.
	seen stamp
	// file is the archive's file, open for the life of the context; nil
	// when no archive is kept.
	file *os.File
	// archive is the archive's skills, nil when it ships none.
	archive *Archive
}

// loadLockfile reads dir/cajeta.lock, if any, and the archives of its
// packages from the artifact cache under dir.
//
// Each archive file is opened, decoded and held once, however many entries
// name it: entries with another coordinate but the same checksum share the
// first one's resolution (an archive's bytes name one library version, so
// at most one of them is true), and an entry repeated under many members
// records each member once. Both cost time and memory linear in the
// lockfile, not entries times archive.
func (c *Context) loadLockfile(dir string) (err error) {
	path := lockPath(dir)
	before := stampOf(path)
	data, err := lockfile.ReadBytes(path)
	if err != nil {
		c.watch.watchLockfile(path, before, nil)
		return err
	}
	c.watch.watchLockfile(path, before, data)
	if data == nil {
		return nil
	}
	lf, err := lockfile.Parse(path, data)
	if err != nil {
		return err
	}
	for _, p := range lf.Packages {
		if err := checkCoordinate(path, p); err != nil {
			return err
		}
	}
	modules := map[string]bool{}
	byChecksum := map[string]*resolved{}
	// members is, per archive, the modules already in its Modules.
	members := map[*Archive]map[string]bool{}
	results := c.resolveAll(dir, lf.Packages)
	defer func() {
		for _, res := range results {
			if res.r != nil && res.r.file != nil {
				if err != nil {
					res.r.file.Close()
				} else {
					c.files = append(c.files, res.r.file)
				}
			}
		}
	}()
	next := 0
	for _, p := range lf.Packages {
		if p.Member != "" {
			modules[p.Member] = true
		}
		coord := p.Name + "@" + p.Version
		r, seen := c.resolved[coord]
		if !seen {
			if r, seen = byChecksum[p.Checksum]; !seen || r.path == "" {
				r, err = results[next].r, results[next].err
				next++
				if r.path != "" && (err != nil || !r.cached) {
					// Missing, or not loading: a server watches it.
					c.watch.watchCache(filepath.Join(dir, filepath.FromSlash(r.path)), r.seen)
				}
				if err != nil {
					return err
				}
				byChecksum[p.Checksum] = r
				if r.archive != nil {
					c.archives = append(c.archives, r.archive)
					members[r.archive] = map[string]bool{}
				}
			}
			c.resolved[coord] = r
		}
		if a := r.archive; a != nil && p.Member != "" && !members[a][p.Member] {
			members[a][p.Member] = true
			a.Modules = append(a.Modules, p.Member)
		}
	}
	for m := range modules {
		c.modules = append(c.modules, m)
	}
	return nil
}

// checkCoordinate checks that the name and version of the lockfile entry p
// are a library name and a version (SPEC 8), which the URIs of its skills
// carry: a '/' or '@' in either would list URIs that no get can parse.
func checkCoordinate(path string, p lockfile.Package) error {
	switch {
	case !skilluri.ValidLibrary(p.Name):
		return fmt.Errorf("lockfile '%s': package '%s' (version '%s'): the name is not a library name (%s)", path, p.Name, p.Version, skilluri.LibraryGrammar)
	case !skilluri.ValidVersion(p.Version):
		return fmt.Errorf("lockfile '%s': package '%s' (version '%s'): the version is not a version (%s)", path, p.Name, p.Version, skilluri.VersionGrammar)
	}
	return nil
}

// resolution is what resolve returned for one package.
type resolution struct {
	r   *resolved
	err error
}

// resolveAll resolves, on every CPU at once, the packages loadLockfile will
// resolve: the first entry of each coordinate whose checksum is not already
// resolved to a cache path, in lockfile order. It returns their results in
// that same order, so that loadLockfile assembles the context exactly as
// one sequential pass would, its first error first. Reading and decoding
// the archives' indexes is most of a large project's load, and the
// archives are independent of one another.
func (c *Context) resolveAll(dir string, pkgs []lockfile.Package) []resolution {
	var todo []lockfile.Package
	coords := map[string]bool{}
	sums := map[string]bool{} // checksums that name a cache path
	for _, p := range pkgs {
		coord := p.Name + "@" + p.Version
		if coords[coord] {
			continue
		}
		coords[coord] = true
		if sums[p.Checksum] {
			continue
		}
		if _, ok := lockfile.CachePath(p.Checksum); ok {
			sums[p.Checksum] = true
		}
		todo = append(todo, p)
	}
	var cache *artifactCache
	if len(sums) > 0 {
		cache = openCache(dir)
		defer cache.close()
	}
	results := make([]resolution, len(todo))
	parallel(len(todo), func(i int) {
		r, err := resolve(dir, cache, todo[i])
		results[i] = resolution{r, err}
	})
	return results
}

// parallel calls do(i) for every i in [0, n), on every CPU at once, and
// returns when all have returned.
func parallel(n int, do func(i int)) {
	var wg sync.WaitGroup
	work := make(chan int)
	for range min(runtime.GOMAXPROCS(0), n) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range work {
				do(i)
			}
		}()
	}
	for i := range n {
		work <- i
	}
	close(work)
	wg.Wait()
}

// resolve locates the archive of p in cache, the artifact cache of the
// project dir, and reads its skill index. A package whose archive is not
// cached, or ships no index, has no archive. The resolved it returns names
// the archive's path and what Lstat saw there, error or not.
//
// The archive's file stays open for the life of the context (its file,
// which Context.Close closes): its members are read through the
// descriptor checked here, never by path again, so a file removed or
// swapped into the cache later is never read. Every archive that ships
// skills is kept so, however many: the process's limit on open files
// (which Go raises to the hard limit at start) is the bound, and a load
// past it fails naming the archive rather than serve a file it can no
// longer vouch for.
func resolve(dir string, cache *artifactCache, p lockfile.Package) (*resolved, error) {
	r := &resolved{checksum: p.Checksum}
	rel, ok := lockfile.CachePath(p.Checksum)
	if !ok {
		return r, nil
	}
	r.path = rel
	if cache.err != nil {
		r.seen = stampOf(filepath.Join(dir, filepath.FromSlash(rel)))
		return r, fmt.Errorf("archive '%s': %v", rel, cache.err)
	}
	name := path.Base(rel)
	fi, err := cache.lstat(name)
	r.seen = stamp{info: fi, at: time.Now()} // fi is nil when err is set
	if errors.Is(err, fs.ErrNotExist) {
		return r, nil
	}
	if err != nil {
		return r, fmt.Errorf("archive '%s': %v", rel, err)
	}
	if !fi.Mode().IsRegular() {
		return r, fmt.Errorf("archive '%s': not a regular file", rel)
	}
	r.cached = true
	scratch := scratches.Get().(*cja.Scratch)
	defer scratches.Put(scratch)
	f, toc, data, ok, err := cache.readIndex(name, fi, scratch)
	if err != nil {
		return r, fmt.Errorf("archive '%s': %v", rel, err)
	}
	if !ok {
		f.Close()
		return r, nil
	}
	ix, err := skillindex.Decode(p.Name, data) // keeps none of data
	if err != nil {
		f.Close()
		return r, fmt.Errorf("archive '%s': %v", rel, err)
	}
	read := func(member string) ([]byte, bool, error) { return toc.Member(f, member) }
	r.file = f
	r.archive = archiveFromIndex(p.Name, p.Version, rel, ix, read)
	return r, nil
}

// archiveFromIndex makes the archive that ix describes, its members read by
// read.
func archiveFromIndex(lib, version, source string, ix *skillindex.Index, read func(string) ([]byte, bool, error)) *Archive {
	a := newArchive(lib, version, source, read)
	a.skills = make(map[string]*Skill, len(ix.Skills))
	a.order = make([]*Skill, 0, len(ix.Skills))
	// Skills added in id order are in the order finish wants.
	for _, id := range sortedKeys(ix.Skills) {
		a.add(id, ix.Skills[id], nil)
	}
	// Names in sorted order keep every skill's names sorted as they bind.
	for _, name := range sortedKeys(ix.Names) {
		for _, id := range ix.Names[name] {
			a.bindNext(a.skills[id], name)
		}
	}
	a.finish()
	return a
}

// scratches hold the storage of skill index members being read, reused
// from one archive to the next: an index is dropped once decoded.
var scratches = sync.Pool{New: func() any { return new(cja.Scratch) }}
