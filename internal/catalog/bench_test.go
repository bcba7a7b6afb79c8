package catalog

// The benchmarks of the discovery context, over the embedded corpus and over
// synthetic projects (internal/synth) of up to 1,000 packages of 100 skills.
// Run them with `make bench`; docs/performance.md has the numbers.

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/cajeta-lang/skills/corpus"
	"github.com/cajeta-lang/skills/internal/cja"
	"github.com/cajeta-lang/skills/internal/lockfile"
	"github.com/cajeta-lang/skills/internal/synth"
)

// TestMain removes the synthetic projects the benchmarks share.
func TestMain(m *testing.M) {
	code := m.Run()
	fixtures.Lock()
	for _, dir := range fixtures.dirs {
		os.RemoveAll(dir)
	}
	fixtures.Unlock()
	os.Exit(code)
}

// skillsPerPackage is the size of every synthetic package.
const skillsPerPackage = 100

// fixtures are the synthetic projects generated so far, by package count,
// each generated once per test binary run and shared by every benchmark.
var fixtures struct {
	sync.Mutex
	dirs map[int]string
}

// synthProject returns the directory of a synthetic project of packages
// packages, generating it on first use. Call it before the timed loop.
func synthProject(b *testing.B, packages int) string {
	b.Helper()
	fixtures.Lock()
	defer fixtures.Unlock()
	if dir, ok := fixtures.dirs[packages]; ok {
		return dir
	}
	dir, err := os.MkdirTemp("", fmt.Sprintf("cajeta-synth-%d-", packages))
	if err != nil {
		b.Fatal(err)
	}
	if fixtures.dirs == nil {
		fixtures.dirs = map[int]string{}
	}
	fixtures.dirs[packages] = dir
	if err := synth.Project(dir, packages, skillsPerPackage); err != nil {
		b.Fatal(err)
	}
	return dir
}

// loaded caches the contexts the query benchmarks share.
var loaded struct {
	sync.Mutex
	ctx map[int]*Context
}

// benchContext returns the context of the embedded corpus plus, when
// packages > 0, a synthetic project of that many packages.
func benchContext(b *testing.B, packages int) *Context {
	b.Helper()
	loaded.Lock()
	defer loaded.Unlock()
	if c, ok := loaded.ctx[packages]; ok {
		return c
	}
	dir := b.TempDir()
	if packages > 0 {
		dir = synthProject(b, packages)
	}
	c, err := loadAll(dir)
	if err != nil {
		b.Fatal(err)
	}
	if loaded.ctx == nil {
		loaded.ctx = map[int]*Context{}
	}
	loaded.ctx[packages] = c
	return c
}

// loadAll loads the context of dir over the embedded corpus and waits for
// it to be complete: the whole cost a first query waits for.
func loadAll(dir string) (*Context, error) {
	c, err := Load(dir, corpus.FS)
	if err != nil {
		return nil, err
	}
	return c, c.Wait()
}

// bigProject is the package count of the 100,000-skill project.
const bigProject = 1000

func BenchmarkLoadEmbedded(b *testing.B) {
	dir := b.TempDir() // no cajeta.lock: the embedded corpus alone, as at start
	for b.Loop() {
		if _, err := loadAll(dir); err != nil {
			b.Fatal(err)
		}
	}
	reportLive(b, func() (*Context, error) { return loadAll(dir) })
}

// BenchmarkLoad times Load and Wait of synthetic projects: what a server
// does before its first search can be answered. The lockfile archives'
// text index, which a server builds in the background after that, is
// built outside the timer after each load, so that one load's text index
// does not run on into the next load's time (BenchmarkTextIndexBuild in
// internal/search times it).
func BenchmarkLoad(b *testing.B) {
	for _, n := range []int{10, 100, bigProject} {
		b.Run(fmt.Sprintf("packages=%d", n), func(b *testing.B) {
			dir := synthProject(b, n)
			for b.Loop() {
				c, err := loadAll(dir)
				if err != nil {
					b.Fatal(err)
				}
				b.StopTimer()
				c.index.WarmText()
				b.StartTimer()
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/pkg")
			reportLive(b, func() (*Context, error) { return loadAll(dir) })
		})
	}
}

// BenchmarkLoadFloor is the floor under BenchmarkLoad: reading and
// decompressing the skill index of every archive of the project, on as
// many goroutines as Load uses, and nothing else (no decoding, no index).
// Run it in the same run as BenchmarkLoad, as its ratio to Load is the
// figure that matters: -bench 'BenchmarkLoad(Floor)?$/packages=1000'.
func BenchmarkLoadFloor(b *testing.B) {
	for _, n := range []int{10, 100, bigProject} {
		b.Run(fmt.Sprintf("packages=%d", n), func(b *testing.B) {
			dir := synthProject(b, n)
			lf, err := lockfile.Read(filepath.Join(dir, lockfile.Name))
			if err != nil {
				b.Fatal(err)
			}
			var paths []string
			seen := map[string]bool{}
			for _, p := range lf.Packages {
				if rel, ok := lockfile.CachePath(p.Checksum); ok && !seen[rel] {
					seen[rel] = true
					paths = append(paths, filepath.Join(dir, filepath.FromSlash(rel)))
				}
			}
			var size atomic.Int64
			for b.Loop() {
				size.Store(0)
				cache := openCache(dir)
				parallel(len(paths), func(i int) {
					name := filepath.Base(paths[i])
					fi, err := cache.lstat(name)
					if err != nil {
						b.Error(err)
						return
					}
					scratch := scratches.Get().(*cja.Scratch)
					defer scratches.Put(scratch)
					f, _, data, _, err := cache.readIndex(name, fi, scratch)
					if err != nil {
						b.Error(err)
						return
					}
					f.Close()
					size.Add(int64(len(data)))
				})
				cache.close()
			}
			b.ReportMetric(float64(size.Load())/float64(len(paths)), "index-B/pkg")
		})
	}
}

// reportLive reports the heap a loaded context keeps (what the server holds
// for its lifetime), as opposed to B/op, everything allocated while loading:
// the heap after a full GC with the context held, less the heap after one
// with it dropped.
func reportLive(b *testing.B, load func() (*Context, error)) {
	b.Helper()
	c, err := load()
	if err != nil {
		b.Fatal(err)
	}
	held := heapAfterGC()
	runtime.KeepAlive(c)
	c = nil
	dropped := heapAfterGC()
	b.ReportMetric(float64(int64(held)-int64(dropped))/(1<<20), "MB-live")
}

func heapAfterGC() uint64 {
	var ms runtime.MemStats
	runtime.GC()
	runtime.GC()
	runtime.ReadMemStats(&ms)
	return ms.HeapAlloc
}

// searches are the queries every search benchmark runs: a full name, the
// same with two typos, and a suffix of it.
var searches = []struct{ name, query string }{
	{"exact", "cajeta/io/file/File.open"},
	{"typo", "cajeta/io/file/Flie.opne"},
	{"suffix", "File.open"},
}

// synthSearches are the same three kinds of query on a name the synthetic
// libraries carry: the name exists in package 0, and its class and method
// names recur across libraries.
func synthSearches() []struct{ name, query string } {
	p := synth.Generate(0, skillsPerPackage)
	var full string
	for _, s := range p.Skills {
		n := s.Doc.AppliesTo[0]
		if full == "" && strings.LastIndexByte(n, '.') > strings.LastIndexByte(n, '/') && strings.Contains(n, "/") {
			full = n // the first method name: <root>/<sub>/<Class>.<method>
		}
	}
	typo := []byte(full)
	i := len(typo) - 2
	typo[i], typo[i-1] = typo[i-1], typo[i] // one transposition in the method
	suffix := full[strings.LastIndexByte(full, '/')+1:]
	return []struct{ name, query string }{
		{"synth-exact", full},
		{"synth-typo", string(typo)},
		{"synth-suffix", suffix},
	}
}

func benchSearch(b *testing.B, c *Context, query string) {
	q := Query{Name: query}
	var n int
	for b.Loop() {
		res, err := c.Search(q)
		if err != nil {
			b.Fatal(err)
		}
		n = len(res)
	}
	b.ReportMetric(float64(n), "results")
}

func BenchmarkSearch(b *testing.B) {
	embedded := benchContext(b, 0)
	for _, s := range searches {
		b.Run("embedded/"+s.name, func(b *testing.B) { benchSearch(b, embedded, s.query) })
	}
	for _, s := range append(searches, synthSearches()...) {
		b.Run(fmt.Sprintf("skills=%d/%s", bigProject*skillsPerPackage, s.name), func(b *testing.B) {
			benchSearch(b, benchContext(b, bigProject), s.query)
		})
	}
}

func BenchmarkList(b *testing.B) {
	for _, tt := range []struct {
		name     string
		packages int
		scope    string
	}{
		{"embedded/scope=cajeta/io", 0, "cajeta/io"},
		{"embedded/all", 0, ""},
		{fmt.Sprintf("skills=%d/scope=cajeta/io", bigProject*skillsPerPackage), bigProject, "cajeta/io"},
		{fmt.Sprintf("skills=%d/scope=%s", bigProject*skillsPerPackage, synth.Root(42)), bigProject, synth.Root(42)},
	} {
		b.Run(tt.name, func(b *testing.B) {
			c := benchContext(b, tt.packages)
			var n int
			for b.Loop() {
				res, err := c.List(tt.scope, Selection{})
				if err != nil {
					b.Fatal(err)
				}
				n = len(res)
			}
			b.ReportMetric(float64(n), "results")
		})
	}
}

// BenchmarkGet fetches 10 URIs spread over the embedded corpus, and 10
// spread over the archives of the 100,000-skill project (each an archive
// file opened, one member read and decompressed).
func BenchmarkGet(b *testing.B) {
	pick := func(c *Context, embedded bool) []string {
		var all []string
		for _, a := range c.archives {
			if a.Embedded != embedded {
				continue
			}
			for _, s := range a.order {
				all = append(all, s.uri)
			}
		}
		uris := make([]string, 10)
		for i := range uris {
			uris[i] = all[(2*i+1)*len(all)/20]
		}
		return uris
	}
	for _, tt := range []struct {
		name     string
		packages int
	}{
		{"embedded", 0},
		{"archives", bigProject},
	} {
		b.Run(tt.name, func(b *testing.B) {
			c := benchContext(b, tt.packages)
			uris := pick(c, tt.packages == 0)
			for b.Loop() {
				for _, f := range c.Get(uris) {
					if !f.OK {
						b.Fatal(f.Error)
					}
				}
			}
		})
	}
}

// BenchmarkUnchanged is the check a server makes before each request that
// reads the context when nothing changed: the watched files' state now,
// compared with the state at load. Settled, it is one stat of cajeta.lock
// (and one per cache entry the lockfile named that was missing, none
// here), so it costs the same for 10 packages as for 1,000. Racy, the
// lockfile was modified less than racyWindow before the load, and each
// check also reads and hashes it, for the few seconds until it settles.
func BenchmarkUnchanged(b *testing.B) {
	for _, n := range []int{10, bigProject} {
		for _, racy := range []bool{false, true} {
			b.Run(fmt.Sprintf("packages=%d/racy=%v", n, racy), func(b *testing.B) {
				dir := synthProject(b, n)
				at := time.Now().Add(-time.Hour)
				if racy {
					at = time.Now()
				}
				if err := os.Chtimes(filepath.Join(dir, lockfile.Name), at, at); err != nil {
					b.Fatal(err)
				}
				c, err := Load(dir, corpus.FS)
				if err != nil {
					b.Fatal(err)
				}
				defer c.Close()
				for b.Loop() {
					if c.Watch().Changed() {
						b.Fatal("the project changed")
					}
				}
			})
		}
	}
}
