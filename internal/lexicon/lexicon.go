// Package lexicon reads the names agents bring from other ecosystems
// (cassava, hmatrix, AbortController, lists:keysort) as the plain words
// that say what each is (a CSV library, linear algebra, cancelling a
// request, sorting by key), so that a question holding a name no skill
// lists still reaches the skills about the thing it names.
//
// The names and their words are names.tsv, embedded: general knowledge of
// other ecosystems, never a claim about Cajeta.
package lexicon

import (
	_ "embed"
	"strings"
	"sync"
)

//go:embed names.tsv
var names string

// maxSpan is the most whitespace-separated fields one name spans
// ("Entity Framework Core").
const maxSpan = 3

// table is names.tsv as parse reads it, built on first use.
var table = sync.OnceValue(func() map[string]string { return parse(names) })

// Warm builds the table now, if no lookup has yet: a server calls it in
// the background after load, so that its first query that reads a name
// does not wait for it.
func Warm() { table() }

// parse reads a lexicon file: a map from each lowercase name to its words.
func parse(file string) map[string]string {
	m := make(map[string]string, strings.Count(file, "\n"))
	for line := range strings.Lines(file) {
		if strings.HasPrefix(line, "#") {
			continue
		}
		name, words, ok := strings.Cut(strings.TrimRight(line, "\r\n"), "\t")
		if !ok {
			continue
		}
		m[strings.ToLower(name)] = words
	}
	return m
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
	w, ok := table()[k]
	return w, ok
}

// key is the lexicon's form of a name as written in a query.
func key(name string) string {
	k := strings.ToLower(strings.Trim(name, "`'\"(),?!;.:[]{}"))
	if i := strings.IndexAny(k, "(<"); i > 0 {
		k = k[:i]
	}
	return k
}

// Match is a name of another ecosystem in a query: where it is, and the
// lexicon's words for it.
type Match struct {
	Start, End int
	Words      string
}

// Find returns the names in s that the lexicon knows and known does not
// (the skills hold them already), in order; the longest name wins where
// names overlap.
func Find(s string, known func(name string) bool) []Match {
	var out []Match
	spans := fields(s)
	for i := 0; i < len(spans); i++ {
		for n := min(maxSpan, len(spans)-i); n >= 1; n-- {
			m := Match{Start: spans[i][0], End: spans[i+n-1][1]}
			words, ok := Words(s[m.Start:m.End])
			if !ok || known(s[m.Start:m.End]) {
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
