package search

import (
	"maps"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/cajeta-lang/skills/internal/match"
)

// referenceScore is score as SPEC 4 and 4.1 state it, in two passes:
// match.NameDistance case-exact, then on both sides lowercased.
func referenceScore(ix *nameIndex, q nameQuery, k int32, exact bool) (nameMatch, bool) {
	key := ix.keys[k]
	if !scored(key) || !scored(q.text) {
		return nameMatch{key: k}, key == q.text
	}
	ks := ix.segsOf(k)
	if d, suffix, ok := match.NameDistance(q.segs, ks); ok && (!exact || d == 0) {
		return nameMatch{key: k, dist: d, suffix: suffix}, true
	}
	if exact {
		return nameMatch{}, false
	}
	if d, suffix, ok := match.NameDistance(q.lower, lowerAll(ks)); ok {
		return nameMatch{key: k, dist: d, suffix: suffix, folded: true}, true
	}
	return nameMatch{}, false
}

// TestScoreOnePass holds the one-pass score to the two-pass statement of
// the rules, over mixed-case keys and queries mutated from them.
func TestScoreOnePass(t *testing.T) {
	names := []string{"cajeta/io/file/File", "cajeta/io/file/File.open", "cajeta/io/file", "cajeta/hash/MD5",
		"cajeta/collection/BPlusTree", "cajeta/codec/json/Json.parse", "cajeta/codec/json", "acme/Http/CLIENT.send",
		"a/B/c", "x.Y", "cajeta/concurrent/Mutex", "cajeta/time/Clock"}
	docs := make([]Doc, len(names))
	for i, n := range names {
		docs[i] = Doc{URI: n, Names: []string{n}}
	}
	ix := newNameIndex(docs)
	rng := rand.New(rand.NewPCG(1, 2))
	const alphabet = "abcdefjklmnoprstuvxyzABCDFJMPS5./"
	for range 20000 {
		b := []byte(names[rng.IntN(len(names))])
		if rng.IntN(3) == 0 {
			b = b[rng.IntN(len(b)):] // a suffix
		}
		for range rng.IntN(4) {
			if len(b) == 0 {
				break
			}
			i := rng.IntN(len(b))
			switch rng.IntN(4) {
			case 0:
				b[i] = alphabet[rng.IntN(len(alphabet))]
			case 1:
				b = append(b[:i], b[i+1:]...)
			case 2:
				b = append(b[:i], append([]byte{alphabet[rng.IntN(len(alphabet))]}, b[i:]...)...)
			case 3:
				if b[i] >= 'a' && b[i] <= 'z' {
					b[i] -= 'a' - 'A'
				} else if b[i] >= 'A' && b[i] <= 'Z' {
					b[i] += 'a' - 'A'
				}
			}
		}
		q := newNameQuery(string(b))
		for k := range ix.keys {
			for _, exact := range []bool{false, true} {
				got, gotOK := ix.score(q, int32(k), exact)
				want, wantOK := referenceScore(&ix, q, int32(k), exact)
				if gotOK != wantOK || (gotOK && got != want) {
					t.Fatalf("score(%q, %q, exact=%v) = %+v, %v; want %+v, %v", q.text, ix.keys[k], exact, got, gotOK, want, wantOK)
				}
			}
		}
	}
}

// TestPrefixes: the prefixes queryAncestors tries are those match.Parent
// walks through, less the ones no key can match (more segments than any
// key) and the ones that only repeat a separator.
func TestPrefixes(t *testing.T) {
	ix := newNameIndex([]Doc{{URI: "u", Names: []string{"a/b/c/d"}}}) // maxSegs 4
	for _, q := range []string{"a/b/c/d.e", "a//b..c/", "/a/b", "x.y.z.w.v.u", "nosep", "a", "", "a/", "//"} {
		var want []string
		for p, ok := match.Parent(q); ok; p, ok = match.Parent(p) {
			if n := len(match.Segments(p)); n <= ix.maxSegs && !match.IsSeparator(p[len(p)-1]) {
				want = append(want, p)
			}
		}
		got := ix.prefixes(q)
		if strings.Join(got, "|") != strings.Join(want, "|") {
			t.Errorf("prefixes(%q) = %q, want %q", q, got, want)
		}
	}
	// A query of 40,000 segments is cut in linear time.
	long := strings.Repeat("a/", 20000)
	start := time.Now()
	if got := ix.prefixes(long); len(got) != 4 {
		t.Errorf("prefixes of a long query: %d", len(got))
	}
	if d := time.Since(start); d > time.Second {
		t.Errorf("prefixes of a 40 KB query took %v", d)
	}
}

// TestNameIndexLayout checks the name index against its definition, built
// the plain way: keys sorted and distinct, each with the docs bound to it in
// doc order, its segments as match.Segments cuts them, their lowercased
// entries, and the keys ending in each entry.
func TestNameIndexLayout(t *testing.T) {
	long := "a/" + strings.Repeat("Long", match.MaxScored/4) // too long to score
	names := []string{"cajeta/io/file/File", "cajeta/io/file/File.open", "cajeta/io/FILE", "x.Y", "a//b", ".",
		"/lead/Trail.", "ÉtÉ/Été", "a.b.c/D", long, long + "/X"}
	r := rand.New(rand.NewPCG(1, 2))
	docs := make([]Doc, 40)
	for i := range docs {
		for range 1 + r.IntN(3) {
			docs[i].Names = append(docs[i].Names, names[r.IntN(len(names))])
		}
		slices.Sort(docs[i].Names)
		docs[i].Names = slices.Compact(docs[i].Names)
	}
	ix := newNameIndex(docs)

	byName := map[string][]int32{}
	for i, d := range docs {
		for _, n := range d.Names {
			byName[n] = append(byName[n], int32(i))
		}
	}
	keys := slices.Sorted(maps.Keys(byName))
	if !slices.Equal(ix.keys, keys) {
		t.Fatalf("keys %q, want %q", ix.keys, keys)
	}
	lower := map[string]bool{}
	ending := map[string][]int32{}
	for k, n := range keys {
		if got := ix.bound.at(int32(k)); !slices.Equal(got, byName[n]) {
			t.Errorf("%q bound to %v, want %v", n, got, byName[n])
		}
		segs := match.Segments(n)
		if !slices.Equal(ix.segsOf(int32(k)), segs) {
			t.Errorf("%q segments %q, want %q", n, ix.segsOf(int32(k)), segs)
		}
		if !scored(n) {
			continue
		}
		for i, id := range ix.lowerOf(int32(k)) {
			if got, want := ix.lowerSegs[id], strings.ToLower(segs[i]); got != want {
				t.Errorf("%q segment %d lowercased %q, want %q", n, i, got, want)
			}
			lower[strings.ToLower(segs[i])] = true
		}
		if len(segs) > 0 {
			last := strings.ToLower(segs[len(segs)-1])
			ending[last] = append(ending[last], int32(k))
		}
	}
	if want := slices.Sorted(maps.Keys(lower)); !slices.Equal(ix.lowerSegs, want) {
		t.Fatalf("lowercased segments %q, want %q", ix.lowerSegs, want)
	}
	for e, l := range ix.lowerSegs {
		if got := ix.byLast.at(int32(e)); !slices.Equal(got, ending[l]) {
			t.Errorf("keys ending in %q: %v, want %v", l, got, ending[l])
		}
	}
}
