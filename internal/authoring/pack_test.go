package authoring

import (
	"bytes"
	"testing"

	"github.com/cajeta-lang/skills/internal/skilldoc"
)

// TestPackMemberOrder: members are written in byte order of their names,
// as the reference packager's reproducibleOrdering test expects
// (skills/alpha.md, skills/index.json, skills/zeta.md), whatever the
// order of the skills given, so the same input gives the same bytes.
func TestPackMemberOrder(t *testing.T) {
	skill := func(id string) Skill {
		data := []byte("---\nid: " + id + "\napplies-to: [acme/" + id + "]\ntitle: T\ndescription: D\n---\nbody\n")
		d, err := skilldoc.Parse(id+".md", data)
		if err != nil {
			t.Fatal(err)
		}
		return Skill{Path: id + ".md", Doc: d, Data: data}
	}
	alpha, zeta := skill("alpha"), skill("zeta")
	for _, compress := range []bool{false, true} {
		a, sumA, err := Pack("acme", "1.0", []Skill{alpha, zeta}, compress)
		if err != nil {
			t.Fatal(err)
		}
		b, sumB, err := Pack("acme", "1.0", []Skill{zeta, alpha}, compress)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(a, b) || sumA != sumB {
			t.Errorf("compress=%v: the skills' order changed the archive: %s, %s", compress, sumA, sumB)
		}
		if compress {
			continue
		}
		// Uncompressed, each member's name first appears in its entry
		// record, before the trailing index repeats it.
		last := -1
		for _, name := range []string{"skills/alpha.md", "skills/index.json", "skills/zeta.md"} {
			at := bytes.Index(a, []byte(name))
			if at <= last {
				t.Errorf("member %s at byte %d, not after the one before (at %d)", name, at, last)
			}
			last = at
		}
	}
}
