package search

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/cajeta-lang/skills/internal/match"
)

// TestDictWithin holds dict.within to scoring every entry: on random
// entries of 1 to 60 bytes over a small alphabet (so that many lie within
// reach) and queries near them, far shorter or longer than them (where
// the walk leaves subtrees of too long or too short entries), and empty.
func TestDictWithin(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	word := func(n int) string {
		b := make([]byte, n)
		for i := range b {
			b[i] = "abc "[rng.IntN(4)]
		}
		return string(b)
	}
	var entries []string
	for range 400 {
		entries = append(entries, word(1+rng.IntN(60)))
	}
	slices.Sort(entries)
	entries = slices.Compact(entries)
	d := newDict(entries)
	queries := []string{""}
	for range 600 {
		e := entries[rng.IntN(len(entries))]
		switch rng.IntN(3) {
		case 0: // near an entry
			b := []byte(e)
			for range 1 + rng.IntN(4) {
				b[rng.IntN(len(b))] = "abc "[rng.IntN(4)]
			}
			queries = append(queries, string(b))
		case 1: // a part of one, or one and more
			queries = append(queries, e[:rng.IntN(len(e))+1], e+word(rng.IntN(20)))
		default:
			queries = append(queries, word(rng.IntN(61)))
		}
	}
	for _, q := range queries {
		var got, want []int32
		d.within(q, nameAllow, func(e int32) { got = append(got, e) })
		for i, e := range entries {
			if _, ok := match.Within(q, e, nameAllow(len(e))); ok {
				want = append(want, int32(i))
			}
		}
		slices.Sort(got)
		if !slices.Equal(got, want) {
			t.Fatalf("within(%q): %d entries, scoring every entry finds %d (%s)", q, len(got), len(want), strings.Join(nth(entries, want), ", "))
		}
	}
}

// nth returns entries[i] for each i of at.
func nth(entries []string, at []int32) []string {
	var out []string
	for _, i := range at {
		out = append(out, entries[i])
	}
	return out
}
