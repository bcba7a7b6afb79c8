package catalog

import (
	"fmt"

	"github.com/cajeta-lang/skills/internal/skilluri"
)

// Fetched is the answer for one URI of Get. Its JSON form is the item of
// the getSkills result and of get-skills --json.
type Fetched struct {
	Error   string `json:"error,omitempty"`
	OK      bool   `json:"ok"`
	Payload string `json:"payload,omitempty"`
	URI     string `json:"uri"`
}

// Get fetches the payload of each URI, in order: the embedded corpus first
// (version 1.0), then the lockfile's archives in the local cache. It never
// touches the network. Each URI is served once however often it repeats,
// and the payloads of one call share a budget (MaxAnswer): SPEC 7.
func (c *Context) Get(uris []string) []Fetched {
	out := make([]Fetched, len(uris))
	waitErr := c.Wait()
	b := newBudget()
	for i, u := range uris {
		if first, seen := b.seen(u, i); seen {
			out[i] = Fetched{URI: u, Error: fmt.Sprintf("repeats entry %d, where it is served (each URI is served once per call)", first+1)}
			continue
		}
		payload, err := c.fetch(b, u, waitErr)
		if err != nil {
			out[i] = Fetched{URI: u, Error: err.Error()}
		} else {
			out[i] = Fetched{URI: u, OK: true, Payload: string(payload)}
		}
	}
	return out
}

// Fetch is Get of the one URI uri, its payload and its error as they are:
// an error wraps ErrTooLarge when the skill is too large for any answer.
func (c *Context) Fetch(uri string) ([]byte, error) {
	return c.fetch(newBudget(), uri, c.Wait())
}

// fetch serves uri within the budget b; waitErr is the context's error.
func (c *Context) fetch(b *budget, uri string, waitErr error) ([]byte, error) {
	if waitErr != nil {
		return nil, waitErr
	}
	if b.spent() {
		return nil, b.overError()
	}
	payload, err := c.get(uri)
	if err != nil {
		return nil, err
	}
	if err := b.take(payload); err != nil {
		return nil, err
	}
	return payload, nil
}

func (c *Context) get(s string) ([]byte, error) {
	u, err := skilluri.Parse(s)
	if err != nil {
		return nil, err
	}
	var missingIn *Archive
	if a := c.embedded[u.Library]; a != nil && u.Version == a.Version {
		if data, ok, err := a.payload(u.ID); ok || err != nil {
			return data, err
		}
		missingIn = a
	}
	r, ok := c.resolved[u.Coordinate()]
	switch {
	case !ok && missingIn != nil:
		return nil, notFound(u.ID, missingIn.Source)
	case !ok && c.embedded[u.Library] != nil:
		return nil, fmt.Errorf("skill URI: the embedded library '%s' has version %s, not '%s'", u.Library, c.embedded[u.Library].Version, u.Version)
	case !ok:
		return nil, fmt.Errorf("skill URI: '%s' is not in the lockfile", u.Coordinate())
	case !r.cached:
		return nil, fmt.Errorf("skill URI: '%s' is resolved but its archive is not in the local cache (checksum %s)", u.Coordinate(), r.checksum)
	case r.archive == nil:
		return nil, notFound(u.ID, r.path)
	}
	data, ok, err := r.archive.payload(u.ID)
	if !ok && err == nil {
		return nil, notFound(u.ID, r.path)
	}
	return data, err
}

// payload reads the skill id's member; ok is false when the archive has no
// such skill or member.
func (a *Archive) payload(id string) ([]byte, bool, error) {
	s := a.skills[id]
	if s == nil {
		return nil, false, nil
	}
	data, ok, err := a.read(s.Member)
	if err != nil {
		return nil, true, fmt.Errorf("archive '%s': %v", a.Source, err)
	}
	return data, ok, nil
}

func notFound(id, path string) error {
	return fmt.Errorf("skill '%s' not found in archive '%s'", id, path)
}
