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

// MaxAnswer is the payload budget of one Get answer, in bytes.
const MaxAnswer = 8 << 20

// Get fetches the payload of each URI, in order: the embedded corpus first
// (version 1.0), then the lockfile's archives in the local cache. It never
// touches the network.
//
// An answer is bounded by its budget, not by how often a URI is asked: a
// URI that repeats is served at its first place only, the later ones
// answering an error that points there; and once the payloads served pass
// MaxAnswer bytes, every later URI answers an error saying so, unread (the
// first payload served is always whole, so every skill can be fetched).
func (c *Context) Get(uris []string) []Fetched {
	out := make([]Fetched, len(uris))
	waitErr := c.Wait()
	first := make(map[string]int, len(uris))
	total := 0
	for i, u := range uris {
		if j, dup := first[u]; dup {
			out[i] = Fetched{URI: u, Error: fmt.Sprintf("skill URI: '%s' is served once per answer, at item %d", u, j+1)}
			continue
		}
		first[u] = i
		if total > MaxAnswer {
			out[i] = Fetched{URI: u, Error: fmt.Sprintf("skill URI: '%s' not served: the answer passed its budget of %d bytes of payload; ask for it again on its own", u, MaxAnswer)}
			continue
		}
		payload, err := []byte(nil), waitErr
		if err == nil {
			payload, err = c.get(u)
		}
		if err != nil {
			out[i] = Fetched{URI: u, Error: err.Error()}
			continue
		}
		if total > 0 && total+len(payload) > MaxAnswer {
			total = MaxAnswer + 1
			out[i] = Fetched{URI: u, Error: fmt.Sprintf("skill URI: '%s' not served: the answer passed its budget of %d bytes of payload; ask for it again on its own", u, MaxAnswer)}
			continue
		}
		total += len(payload)
		out[i] = Fetched{URI: u, OK: true, Payload: string(payload)}
	}
	return out
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
