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
// quadratic: 100,000 names took about 25 s.
func TestManyNamesOneSkill(t *testing.T) {
	const n = 100000
	ix := &skillindex.Index{Names: map[string][]string{}, Skills: map[string]skillindex.Entry{"s": {Title: "W", Member: "skills/s.md"}}}
	for i := 0; i < n; i++ {
		ix.Names[fmt.Sprintf("a/n%d", i)] = []string{"s", "s"}
	}
	start := time.Now()
	a := archiveFromIndex("acme", "1.0", "x.cja", ix, nil)
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("archiveFromIndex took %v for %d names of one skill", d, n)
	}
	names := a.skills["s"].Names
	if len(names) != n || !slices.IsSorted(names) || len(slices.Compact(slices.Clone(names))) != n {
		t.Errorf("the skill carries %d names (sorted %v), want %d sorted and unique", len(names), slices.IsSorted(names), n)
	}
}
