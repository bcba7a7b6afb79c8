package catalog

import (
	"fmt"
	"io/fs"
	"os"
	"slices"
	"sort"
	"sync"
	"sync/atomic"

	"github.com/cajeta-lang/skills/internal/lockfile"
	"github.com/cajeta-lang/skills/internal/search"
	"github.com/cajeta-lang/skills/internal/text"
)

// Context is every archive the process answers from, fixed at start.
//
// Load reads the lockfile's archives before it returns, so that their errors
// come first; reading the embedded corpus and building the search index
// wait until Start (or the first query) begins them, in the background, so
// that a server can answer initialize before doing that work. Every query
// waits for them.
type Context struct {
	// archives are the embedded libraries sorted by name, then the
	// lockfile's, in lockfile order.
	archives []*Archive
	embedded map[string]*Archive
	// resolved is the lockfile's packages by "<library>@<version>".
	resolved map[string]*resolved
	// modules are the workspace modules the lockfile names, sorted.
	modules []string
	index   *search.Index
	// ready is closed once the embedded corpus is read and keys built;
	// err is the error reading the corpus, if any.
	ready chan struct{}
	err   error
	start sync.Once
	// warm is done once Start has the text index built after the rest;
	// closed is set by Close, after which it is not built any more.
	warm   sync.Once
	closed atomic.Bool
	// corpus is the embedded corpus, read once and shared by the contexts
	// Reload makes from this one.
	corpus *embeddedCorpus
	// dir is the project directory, and watch what of it the context was
	// loaded from.
	dir   string
	watch Watch
	// files are the lockfile's archive files, open until Close.
	files []*os.File
}

// Load builds the discovery context: the corpus in fsys (see LoadEmbedded),
// then, when dir holds a cajeta.lock, the skills of its resolved packages
// found in dir's artifact cache.
func Load(dir string, corpus fs.FS) (*Context, error) {
	c, _, err := load(dir, &embeddedCorpus{fsys: corpus})
	return c, err
}

// load is Load with an embedded corpus that this context may share with
// others, read by whichever needs it first. When it fails, it returns what
// it read (see Watch).
func load(dir string, corpus *embeddedCorpus) (*Context, *Watch, error) {
	c := newContext(dir, corpus)
	err := c.loadLockfile(dir)
	c.watch.finish()
	if err != nil {
		return nil, &c.watch, err
	}
	sort.Strings(c.modules)
	return c, nil, nil
}

// newContext is a context of the embedded corpus alone, loaded from dir.
func newContext(dir string, corpus *embeddedCorpus) *Context {
	return &Context{
		embedded: map[string]*Archive{},
		resolved: map[string]*resolved{},
		ready:    make(chan struct{}),
		corpus:   corpus,
		dir:      dir,
	}
}

// LoadOrCorpus is Load for a server, which must not stop on a lockfile that
// does not load: when the lockfile's part fails (the lockfile or one of the
// archives it names), it returns, beside the error, a context of the
// embedded corpus alone whose Watch is what that load read, so that the
// server answers from the corpus and loads the lockfile again once that
// changes. The error begins "load of cajeta.lock at start: ", as Reload's
// begin "reload of cajeta.lock: ", whatever it is about.
func LoadOrCorpus(dir string, corpus fs.FS) (*Context, error) {
	e := &embeddedCorpus{fsys: corpus}
	c, w, err := load(dir, e)
	if err != nil {
		c = newContext(dir, e)
		c.watch = *w
		return c, fmt.Errorf("load of %s at start: %v", lockfile.Name, err)
	}
	return c, nil
}

// Start begins reading the embedded corpus and building the search index
// in the background, if that has not begun yet, and after them the text
// index of the lockfile's archives: a process that stays up (a server)
// calls it, so that its first phrase query does not wait for that index.
// A process that answers one query and exits (the CLI) only waits, and
// builds the text index only if its query needs it.
func (c *Context) Start() {
	c.begin()
	c.warm.Do(func() {
		go func() {
			if <-c.ready; c.err == nil && !c.closed.Load() {
				c.index.WarmText()
			}
		}()
	})
}

// begin begins reading the embedded corpus and building the search index
// in the background, if that has not begun yet.
func (c *Context) begin() {
	c.start.Do(func() { go c.complete() })
}

// complete reads the embedded corpus, puts it before the lockfile's
// archives, and builds the search index.
func (c *Context) complete() {
	defer close(c.ready)
	embedded, text, err := c.corpus.read()
	if err != nil {
		c.err = err
		return
	}
	for _, a := range embedded {
		c.embedded[a.Library] = a
	}
	c.archives = slices.Concat(embedded, c.archives)
	c.index = buildIndex(c.archives, text)
}

// embeddedCorpus is the embedded corpus in fsys, read once: its archives are
// never changed once read, so the contexts of one server share them.
type embeddedCorpus struct {
	fsys     fs.FS
	once     sync.Once
	archives []*Archive
	text     *text.Segment
	err      error
}

// read returns the corpus's archives and text index, reading them the first
// time.
func (e *embeddedCorpus) read() ([]*Archive, *text.Segment, error) {
	e.once.Do(func() { e.archives, e.text, e.err = LoadEmbedded(e.fsys) })
	return e.archives, e.text, e.err
}

// Close closes the files of the lockfile's archives and stops building the
// text index of their skills: a server calls it on the context a reload
// replaced, once nothing reads from it any more, so that reloads pile up
// neither open files nor builds of indexes no query will read (a
// stranger's archive can make that build long). A payload read after it
// is an error; every other query still answers, the text stage from the
// embedded corpus's text alone if its build was stopped.
func (c *Context) Close() {
	c.closed.Store(true)
	select {
	case <-c.ready:
		if c.index != nil {
			c.index.Close()
		}
	default: // still completing: Start's build will not begin
	}
	for _, f := range c.files {
		f.Close()
	}
	c.files = nil
}

// Wait starts the context's completion if need be, blocks until it is
// complete, and returns the error reading the embedded corpus, if any.
// Every query returns that error too.
func (c *Context) Wait() error {
	c.begin()
	<-c.ready
	return c.err
}

// Archives returns every archive of the context, embedded ones first.
func (c *Context) Archives() ([]*Archive, error) {
	if err := c.Wait(); err != nil {
		return nil, err
	}
	return slices.Clone(c.archives), nil
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
