package catalog

import (
	"io/fs"
	"slices"
	"sort"
)

// Context is every archive the process answers from, fixed at start.
//
// Load reads the lockfile's archives before it returns, so that their errors
// come first; the embedded corpus is parsed and the search index built in
// the background, so that a server can answer initialize at once. Every
// query waits for them.
type Context struct {
	// archives are the embedded libraries sorted by name, then the
	// lockfile's, in lockfile order.
	archives []*Archive
	embedded map[string]*Archive
	// resolved is the lockfile's packages by "<library>@<version>".
	resolved map[string]*resolved
	// modules are the workspace modules the lockfile names, sorted.
	modules []string
	keys    *keyIndex
	// ready is closed once the embedded corpus is read and keys built;
	// err is the error reading the corpus, if any.
	ready chan struct{}
	err   error
}

// Load builds the discovery context: the corpus in fsys (see LoadEmbedded),
// then, when dir holds a cajeta.lock, the skills of its resolved packages
// found in dir's artifact cache.
func Load(dir string, corpus fs.FS) (*Context, error) {
	c := &Context{
		embedded: map[string]*Archive{},
		resolved: map[string]*resolved{},
		ready:    make(chan struct{}),
	}
	if err := c.loadLockfile(dir); err != nil {
		return nil, err
	}
	sort.Strings(c.modules)
	go c.complete(corpus)
	return c, nil
}

// complete reads the embedded corpus, puts it before the lockfile's
// archives, and builds the search index.
func (c *Context) complete(corpus fs.FS) {
	defer close(c.ready)
	embedded, err := LoadEmbedded(corpus)
	if err != nil {
		c.err = err
		return
	}
	for _, a := range embedded {
		c.embedded[a.Library] = a
	}
	c.archives = append(embedded, c.archives...)
	c.keys = buildKeys(c.archives)
}

// Wait blocks until the context is complete, and returns the error reading
// the embedded corpus, if any. Every query returns that error too.
func (c *Context) Wait() error {
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
