package search_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/cajeta-lang/skills/corpus"
	"github.com/cajeta-lang/skills/internal/catalog"
	"github.com/cajeta-lang/skills/internal/match"
	"github.com/cajeta-lang/skills/internal/search"
	"github.com/cajeta-lang/skills/internal/synth"
)

// embeddedIndex is the search index of the embedded corpus, as the server
// builds it.
var embeddedIndex = sync.OnceValue(func() *search.Index {
	archives, text, err := catalog.LoadEmbedded(corpus.FS)
	if err != nil {
		panic(err)
	}
	return search.Build(docsOf(archives), text)
})

func docsOf(archives []*catalog.Archive) []search.Doc {
	var docs []search.Doc
	for ai, a := range archives {
		for _, s := range a.Skills() {
			docs = append(docs, search.Doc{URI: s.URI(), Title: s.Title, Names: s.Names, Archive: ai})
		}
	}
	return docs
}

// synthIndex is the index of n synthetic packages of per skills each, every
// package its own archive.
func synthIndex(n, per int) *search.Index {
	var docs []search.Doc
	for i := range n {
		p := synth.Generate(i, per)
		for _, s := range p.Skills {
			names := slices.Clone(s.Doc.AppliesTo)
			slices.Sort(names)
			docs = append(docs, search.Doc{URI: "cja-skill://" + p.Name + "@" + p.Version + "/" + s.Doc.ID,
				Title: s.Doc.Title, Description: s.Doc.Description, Names: slices.Compact(names), Archive: i})
		}
	}
	return search.Build(docs)
}

// resultsEqual compares results with their ranking details.
var resultsEqual = cmp.Comparer(func(a, b search.Result) bool {
	as, af, at, aw, asc := a.How()
	bs, bf, bt, bw, bsc := b.How()
	return a == b || a.Distance == b.Distance && a.MatchedName == b.MatchedName && a.Tier == b.Tier && a.URI == b.URI &&
		as == bs && af == bf && at == bt && aw == bw && asc == bsc
})

// checkSame fails when the indexed search and the exhaustive one differ on q.
func checkSame(t *testing.T, ix *search.Index, q search.Query) {
	t.Helper()
	if diff := cmp.Diff(ix.SearchAll(q), ix.Search(q), resultsEqual); diff != "" {
		t.Errorf("Search(%q, exact=%v) differs from scoring every key (-all +indexed):\n%s", q.Text, q.Exact, diff)
	}
}

// TestCandidatesComplete: the candidate stages lose no key: the indexed
// search returns exactly what scoring every name and title returns, on
// queries made from the keys by random edits, case changes, cuts and
// joins, and on adversarial ones.
func TestCandidatesComplete(t *testing.T) {
	for _, tt := range []struct {
		name string
		ix   *search.Index
		n    int
	}{
		{"embedded", embeddedIndex(), 3000},
		{"synthetic", synthIndex(20, 60), 1500},
	} {
		t.Run(tt.name, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(1, 2))
			keys := keysOf(tt.ix)
			queries := adversarial()
			for range tt.n {
				queries = append(queries, mutate(rng, keys[rng.IntN(len(keys))]))
			}
			for _, d := range tt.ix.Docs()[:min(400, len(tt.ix.Docs()))] {
				queries = append(queries, atAllowance(rng, d.Title, max(1, len(d.Title)/5)))
				for _, n := range d.Names {
					segs := strings.FieldsFunc(n, func(r rune) bool { return r == '/' || r == '.' })
					last := segs[len(segs)-1]
					queries = append(queries, atAllowance(rng, last, match.Allowance(len(last))))
				}
			}
			for _, q := range queries {
				checkSame(t, tt.ix, search.Query{Text: q})
				checkSame(t, tt.ix, search.Query{Text: q, Exact: true})
			}
			keep := make([]bool, 40)
			for i := range keep {
				keep[i] = rng.IntN(2) == 0
			}
			for _, q := range queries[:200] {
				checkSame(t, tt.ix, search.Query{Text: q, Keep: keep})
			}
		})
	}
}

// keysOf returns every bound name and title of ix, and the words of its
// titles.
func keysOf(ix *search.Index) []string {
	var keys []string
	for _, d := range ix.Docs() {
		keys = append(keys, d.Names...)
		if d.Title != "" {
			keys = append(keys, d.Title)
			keys = append(keys, strings.Fields(d.Title)...)
		}
	}
	return keys
}

// mutate makes a query from key the way agents and typos do.
func mutate(rng *rand.Rand, key string) string {
	q := key
	if rng.IntN(3) == 0 { // a suffix: drop leading segments
		if i := strings.IndexAny(q, "/."); i >= 0 && rng.IntN(2) == 0 {
			q = q[i+1:]
		}
	}
	if rng.IntN(4) == 0 {
		q = strings.ToLower(q)
	}
	if rng.IntN(6) == 0 { // a method or a word more
		q += []string{".add", ".open", "/x", " and more", ".readAllBytes"}[rng.IntN(5)]
	}
	for range rng.IntN(4) {
		q = edit(rng, q)
	}
	return q
}

const alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/._- "

// edit applies one random insertion, deletion, substitution or
// transposition to s.
func edit(rng *rand.Rand, s string) string {
	b := []byte(s)
	c := alphabet[rng.IntN(len(alphabet))]
	switch i := rng.IntN(len(b) + 1); rng.IntN(4) {
	case 0:
		b = slices.Insert(b, i, c)
	case 1:
		if i < len(b) {
			b = slices.Delete(b, i, i+1)
		}
	case 2:
		if i < len(b) {
			b[i] = c
		}
	default:
		if i+1 < len(b) {
			b[i], b[i+1] = b[i+1], b[i]
		}
	}
	return string(b)
}

// atAllowance spends k edits on s, spread out so that none undoes another:
// transpositions where the swapped bytes differ, else substitutions. The
// query sits at the edge of the allowance, where a filter that is not
// complete loses it.
func atAllowance(rng *rand.Rand, s string, k int) string {
	b := []byte(s)
	for i, done := rng.IntN(2), 0; done < k && i < len(b); i += 5 {
		switch {
		case i+1 < len(b) && b[i] != b[i+1]:
			b[i], b[i+1] = b[i+1], b[i]
		default:
			b[i] = alphabet[rng.IntN(26)]
		}
		done++
	}
	return string(b)
}

// adversarial returns queries at the edges: empty segments, separators
// only, very short and very long strings, repeats, non-ASCII bytes.
func adversarial() []string {
	long := strings.Repeat("a", 300)
	return []string{
		"", ".", "/", "//", "a", "ab", "io", "Io", "IO", "x.y", "cajeta", "cajeta/", "/cajeta", "cajeta//io",
		"cajeta..io", "...", "a b", "  ", " io ", "\t", "é", "ünïcödé/Fïlé", "\xff\xfe", long, long + "/io",
		"cajeta/" + long, strings.Repeat("ab", 130), strings.Repeat("a.", 100), strings.Repeat("x ", 60),
		strings.Repeat("Mutex", 60), "Muex", "Clck", "md5", "MD5", "bplustree", "BPLUSTREE", "file.open",
		"FILE.OPEN", "cajeta/collection/ArrayList.add", "String.substring", "parse json", "Retrying calls",
		"the", "a a a a", "ArrayList ArrayList", "opening files with care and patience",
	}
}

// FuzzSearchComplete: on any query, the indexed search of the embedded
// corpus equals the exhaustive one.
func FuzzSearchComplete(f *testing.F) {
	for _, q := range adversarial() {
		f.Add(q, false)
	}
	f.Add("cajeta/io/file/Flie.opne", false)
	f.Add("cajeta.io", true)
	ix := embeddedIndex()
	f.Fuzz(func(t *testing.T, q string, exact bool) {
		checkSame(t, ix, search.Query{Text: q, Exact: exact})
	})
}

func ExampleIndex_Search() {
	for _, r := range embeddedIndex().Search(search.Query{Text: "ArrayList.get"})[:1] {
		fmt.Println(r.Tier, r.MatchedName, r.URI)
	}
	// Output: ancestorOverview cajeta/collection/ArrayList cja-skill://cajeta.collection@1.0/collection-ArrayList
}
