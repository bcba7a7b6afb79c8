// Package lexicon reads the names agents bring from other ecosystems
// (cassava, hmatrix, AbortController, lists:keysort) as the plain words
// that say what each is (a CSV library, linear algebra, cancelling a
// request, sorting by key), so that a question holding a name no skill
// lists still reaches the skills about the thing it names.
//
// The names and their words are names.tsv: general knowledge of other
// ecosystems, never a claim about Cajeta. What the binary embeds is
// table.tsv, made from it by 'go test ./internal/lexicon -update': each
// lowercase name and its words, sorted, so that a lookup is a binary
// search over the embedded text's lines, and no map is built at run time;
// and bases.tsv, made the same way from table.tsv (see bases).
package lexicon

import (
	_ "embed"
	"sort"
	"strings"
	"sync"
)

//go:embed table.tsv
var table string

// bases is the lexicon's packages whose names end in their ecosystem's
// suffix (speedscope.app, Flux.jl, almond-sh), under the name without it,
// when that name is not in table itself and no two packages share it:
// made with table.tsv from names.tsv, sorted the same way.
//
//go:embed bases.tsv
var bases string

// packageSuffixes end a package's name in its ecosystem's registry. Module
// paths (.net, .io, .py) are not among them: java.net is not Java.
var packageSuffixes = []string{".jl", ".js", "-js", "-go", "-rs", "-py", ".app", "-cli", "-sh", "-ppx"}

// maxSpan is the most whitespace-separated fields one name spans
// ("Entity Framework Core").
const maxSpan = 3

// starts and baseStarts hold the offset of each line of table and of bases,
// found on first use: all that is built at run time.
var (
	starts     = sync.OnceValue(func() []int32 { return lineStarts(table) })
	baseStarts = sync.OnceValue(func() []int32 { return lineStarts(bases) })
)

// lineStarts returns the offset of each line of t.
func lineStarts(t string) []int32 {
	out := make([]int32, 0, strings.Count(t, "\n"))
	for i := 0; i < len(t); {
		out = append(out, int32(i))
		i += strings.IndexByte(t[i:], '\n') + 1
	}
	return out
}

// lookup returns the words of the lowercase name k in table.
func lookup(k string) (string, bool) { return lookupIn(table, starts(), k) }

// lookupIn returns the words of the lowercase name k: a binary search over
// the lines of t, "name<TAB>words", sorted by name, which start at at.
func lookupIn(t string, at []int32, k string) (string, bool) {
	name := func(i int) string { // the name on line i, up to its tab
		l := t[at[i]:]
		return l[:strings.IndexByte(l, '\t')]
	}
	i := sort.Search(len(at), func(i int) bool { return name(i) >= k })
	if i == len(at) || name(i) != k {
		return "", false
	}
	words := t[int(at[i])+len(k)+1:]
	return words[:strings.IndexByte(words, '\n')], true
}

// Words returns the plain words for the name as written in a query, if the
// lexicon holds it: its case does not matter, nor the punctuation around
// it (`cassava`, "hmatrix?"), a call's arguments (os.kill(pid) is
// os.kill) or a type's arguments (Serializer<T> is Serializer).
func Words(name string) (string, bool) {
	k := key(name)
	if k == "" {
		return "", false
	}
	return lookup(k)
}

// key is the lexicon's form of a name as written in a query.
func key(name string) string {
	k := strings.ToLower(strings.Trim(name, "`'\"(),?!;.:[]{}"))
	if i := strings.IndexAny(k, "(<"); i > 0 {
		k = k[:i]
	}
	return k
}

// suffixed returns the words of a package's name, not in the lexicon as
// written, under its other spelling: without the ecosystem's suffix it ends
// in (danfo.js as danfo), or with one (speedscope as speedscope.app, from
// bases).
func suffixed(name string) (string, bool) {
	k := key(name)
	if base, ok := unsuffixed(k); ok {
		return lookup(base)
	}
	return lookupIn(bases, baseStarts(), k)
}

// unsuffixed returns the lowercase name k without the package suffix it
// ends in, if it ends in one after a name of its own.
func unsuffixed(k string) (string, bool) {
	for _, suf := range packageSuffixes {
		if base, ok := strings.CutSuffix(k, suf); ok && base != "" {
			return base, true
		}
	}
	return "", false
}

// Match is a name of another ecosystem in a query: where it is, and the
// lexicon's words for it.
type Match struct {
	Start, End int
	Words      string
}

// Find returns the names in s that the lexicon knows and known does not
// (the skills hold them already), in order; the longest name wins where
// names overlap. A one-field name is also known under its package
// suffix's other spelling (see suffixed).
func Find(s string, known func(name string) bool) []Match {
	var out []Match
	spans := fields(s)
	for i := 0; i < len(spans); i++ {
		for n := min(maxSpan, len(spans)-i); n >= 1; n-- {
			m := Match{Start: spans[i][0], End: spans[i+n-1][1]}
			name := s[m.Start:m.End]
			words, ok := Words(name)
			if !ok && n == 1 {
				words, ok = suffixed(name)
			}
			if !ok || known(name) {
				continue
			}
			m.Words = words
			out = append(out, m)
			i += n - 1
			break
		}
	}
	return out
}

// fields returns the start and end of each whitespace-separated field of s.
func fields(s string) [][2]int {
	var out [][2]int
	start := -1
	for i, r := range s {
		space := r == ' ' || r == '\t' || r == '\n' || r == '\r'
		switch {
		case space && start >= 0:
			out = append(out, [2]int{start, i})
			start = -1
		case !space && start < 0:
			start = i
		}
	}
	if start >= 0 {
		out = append(out, [2]int{start, len(s)})
	}
	return out
}
