package catalog

import (
	"io/fs"
	"slices"
	"sort"
)

// Context is every archive the process answers from, fixed at start.
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
}

// Load builds the discovery context: the corpus in fsys (see LoadEmbedded),
// then, when dir holds a cajeta.lock, the skills of its resolved packages
// found in dir's artifact cache.
func Load(dir string, corpus fs.FS) (*Context, error) {
	embedded, err := LoadEmbedded(corpus)
	if err != nil {
		return nil, err
	}
	c := &Context{
		archives: embedded,
		embedded: map[string]*Archive{},
		resolved: map[string]*resolved{},
	}
	for _, a := range embedded {
		c.embedded[a.Library] = a
	}
	if err := c.loadLockfile(dir); err != nil {
		return nil, err
	}
	sort.Strings(c.modules)
	c.keys = buildKeys(c.archives)
	return c, nil
}

// Archives returns every archive of the context, embedded ones first.
func (c *Context) Archives() []*Archive { return slices.Clone(c.archives) }

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
