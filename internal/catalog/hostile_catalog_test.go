package catalog

import (
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/cajeta-lang/skills/internal/skillindex"
)

// TestManyNamesOneSkill: an index binding 100,000 names to one skill (and
// each of them twice) makes the archive in near-linear time, the skill's
// names sorted and unique. Re-sorting the names on every binding made this
// quadratic: 100,000 names took 59 s. The time is held to that of making
// the index itself, so that a loaded machine slows both alike.
func TestManyNamesOneSkill(t *testing.T) {
	const n = 100000
	start := time.Now()
	ix := &skillindex.Index{Names: map[string][]string{}, Skills: map[string]skillindex.Entry{"s": {Title: "W", Member: "skills/s.md"}}}
	for i := 0; i < n; i++ {
		ix.Names[fmt.Sprintf("a/n%d", i)] = []string{"s", "s"}
	}
	made := time.Since(start)
	start = time.Now()
	a := archiveFromIndex("acme", "1.0", "x.cja", ix, nil)
	d := time.Since(start)
	t.Logf("made the index in %v, the archive in %v", made, d)
	if d > 20*made+100*time.Millisecond {
		t.Errorf("archiveFromIndex took %v for %d names of one skill, making the index %v", d, n, made)
	}
	names := a.skills["s"].Names
	if len(names) != n || !slices.IsSorted(names) || len(slices.Compact(slices.Clone(names))) != n {
		t.Errorf("the skill carries %d names (sorted %v), want %d sorted and unique", len(names), slices.IsSorted(names), n)
	}
}
