// Package skilluri parses and formats skill URIs,
// cja-skill://<library>@<version>/<id>.
package skilluri

import (
	"fmt"
	"strings"
)

// Scheme opens every skill URI.
const Scheme = "cja-skill://"

// URI names one skill of one version of one library.
type URI struct {
	Library string
	Version string
	ID      string
}

// String formats u as cja-skill://<library>@<version>/<id>.
func (u URI) String() string {
	return Scheme + u.Library + "@" + u.Version + "/" + u.ID
}

// Coordinate returns "<library>@<version>".
func (u URI) Coordinate() string { return u.Library + "@" + u.Version }

// Parse reads a skill URI. The part after the scheme splits at its first '/'
// into coordinate and id, and the coordinate at its first '@' into library
// and version; each part must be non-empty.
func Parse(s string) (URI, error) {
	rest, ok := strings.CutPrefix(s, Scheme)
	if !ok {
		return URI{}, fmt.Errorf("skill URI: expected scheme '%s' in '%s'", Scheme, s)
	}
	coord, id, _ := strings.Cut(rest, "/")
	if id == "" {
		return URI{}, fmt.Errorf("skill URI: missing skill id in '%s'", s)
	}
	lib, ver, hasAt := strings.Cut(coord, "@")
	if lib == "" {
		return URI{}, fmt.Errorf("skill URI: missing library in '%s'", s)
	}
	if !hasAt || ver == "" {
		return URI{}, fmt.Errorf("skill URI: missing version (expected '<library>@<version>') in '%s'", s)
	}
	return URI{Library: lib, Version: ver, ID: id}, nil
}
