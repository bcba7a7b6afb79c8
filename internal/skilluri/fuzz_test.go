package skilluri

import (
	"strings"
	"testing"
)

// FuzzParse parses any string as a skill URI.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"cja-skill://cajeta.io@1.0/io-overview",
		"cja-skill://vendor.x@2.1.0-rc.1/a/b@c",
		"x",
		"cja-skill://cajeta.io@1.0/",
		"cja-skill://@1.0/a",
		"cja-skill://cajeta.io/a",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		u, err := Parse(s)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "skill URI: ") {
				t.Fatalf("Parse(%q) error %q lacks the 'skill URI: ' prefix", s, err)
			}
			if u != (URI{}) {
				t.Fatalf("Parse(%q) failed but returned %+v", s, u)
			}
			return
		}
		if u.Library == "" || u.Version == "" || u.ID == "" {
			t.Fatalf("Parse(%q) = %+v, with an empty part", s, u)
		}
		// The splits are at the first '/' and then the first '@'.
		if strings.ContainsAny(u.Library, "/@") || strings.Contains(u.Version, "/") {
			t.Fatalf("Parse(%q) = %+v, not split at the first '/' and '@'", s, u)
		}
		if got := u.String(); got != s {
			t.Fatalf("Parse(%q).String() = %q", s, got)
		}
		if got := u.Coordinate(); got != u.Library+"@"+u.Version {
			t.Fatalf("Coordinate() = %q", got)
		}
	})
}
