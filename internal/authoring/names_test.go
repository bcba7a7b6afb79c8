package authoring

import (
	"testing"

	"github.com/cajeta-lang/skills/internal/skilluri"
)

// TestCheckNameVersion: the names and versions 'skills pack' accepts are
// exactly SPEC 8's, and every accepted pair makes a skill URI that parses
// back to itself.
func TestCheckNameVersion(t *testing.T) {
	for _, tt := range []struct {
		name, version string
		ok            bool
	}{
		{"acme.retry", "0.3.0", true},
		{"a", "1", true},
		{"acme.x-2_b", "1.0+build_3-rc.1", true},
		{"9lives", "V2", true},
		{"../../escape", "1.0", false},
		{"acme/x", "1.0", false},
		{"acme..x", "1.0", false},
		{"Acme", "1.0", false},
		{"acme@x", "1.0", false},
		{"acme x", "1.0", false},
		{".acme", "1.0", false},
		{"-acme", "1.0", false},
		{"", "1.0", false},
		{"acme\n", "1.0", false},
		{"acme", "1/2", false},
		{"acme", "1@2", false},
		{"acme", "-1", false},
		{"acme", ".1", false},
		{"acme", "1 2", false},
		{"acme", "", false},
		{"acme", "1\x00", false},
	} {
		err := CheckName(tt.name)
		if err == nil {
			err = CheckVersion(tt.version)
		}
		if (err == nil) != tt.ok {
			t.Errorf("CheckName(%q), CheckVersion(%q) = %v, want ok %v", tt.name, tt.version, err, tt.ok)
			continue
		}
		if !tt.ok {
			continue
		}
		u := skilluri.URI{Library: tt.name, Version: tt.version, ID: "s"}
		if got, err := skilluri.Parse(u.String()); err != nil || got != u {
			t.Errorf("Parse(%q) = %+v, %v, want %+v", u.String(), got, err, u)
		}
	}
}
