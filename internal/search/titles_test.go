package search

import (
	"strings"
	"testing"

	"github.com/cajeta-lang/skills/internal/match"
)

// TestTitleRepeatedTrigrams: a title that repeats its trigrams is offered
// for a query within its allowance, which shares many of each: the
// postings count every occurrence, not one per title.
func TestTitleRepeatedTrigrams(t *testing.T) {
	title := strings.Repeat("ab", 50)
	q := []byte(title)
	for i := 0; i < len(q); i += 10 {
		q[i] = 'z' // 10 edits; the allowance of 100 bytes is 20
	}
	ix := newTitleIndex([]Doc{{URI: "u", Title: title}, {URI: "v", Title: "another title"}})
	var offered []string
	ix.wholeCandidates(match.NewTitle(string(q)), func(id int32) { offered = append(offered, ix.titles[id].Lower) })
	if len(offered) != 1 || offered[0] != title {
		t.Errorf("offered %q, want only %q", offered, title)
	}
}
