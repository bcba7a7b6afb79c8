package catalog

import (
	"errors"
	"fmt"
	"slices"
	"strings"
)

// ErrUnknownModule is wrapped by the error Select returns for a 'from'
// module the lockfile does not name.
var ErrUnknownModule = errors.New("unknown module")

// Selection picks which archives a query sees.
type Selection struct {
	// Version, when set, keeps only archives of exactly this version, and
	// From is then ignored.
	Version string
	// From, when set, keeps the embedded archives and, of the lockfile's,
	// only those this workspace module resolved.
	From string
}

// keep returns, per archive of c, whether sel keeps it, once c is complete.
func (c *Context) keep(sel Selection) ([]bool, error) {
	if err := c.Wait(); err != nil {
		return nil, err
	}
	keep := make([]bool, len(c.archives))
	switch {
	case sel.Version != "":
		for i, a := range c.archives {
			keep[i] = a.Version == sel.Version
		}
	case sel.From != "":
		if !slices.Contains(c.modules, sel.From) {
			return nil, c.unknownModule(sel.From)
		}
		for i, a := range c.archives {
			keep[i] = a.Embedded || slices.Contains(a.Modules, sel.From)
		}
	default:
		for i := range keep {
			keep[i] = true
		}
	}
	return keep, nil
}

// maxListedModules is how many of the lockfile's modules an unknown
// module's error names; the rest are counted.
const maxListedModules = 20

func (c *Context) unknownModule(m string) error {
	if len(c.modules) == 0 {
		return fmt.Errorf("%w '%s': the lockfile names no modules", ErrUnknownModule, m)
	}
	listed := c.modules[:min(len(c.modules), maxListedModules)]
	more := ""
	if n := len(c.modules) - len(listed); n > 0 {
		more = fmt.Sprintf(" and %d more", n)
	}
	return fmt.Errorf("%w '%s': the lockfile names %s%s", ErrUnknownModule, m, "'"+strings.Join(listed, "', '")+"'", more)
}
