// Package construct reads the constructs of other languages' code in a
// query (a C# interpolated string, a Kotlin safe cast, a Ruby block) as
// the plain words that name them (string interpolation, safe cast,
// lambda), so that a pasted line reaches the skill about the construct
// where its identifiers alone say nothing about it.
//
// The constructs are constructs.tsv: a key, a pattern and the words, with
// the languages that write it so and an example. Each is general
// knowledge of those languages, never a claim about Cajeta, and matches
// none of Cajeta's own syntax (TestCajetaSyntax).
package construct

import (
	_ "embed"
	"regexp"
	"slices"
	"strings"
	"sync"
)

//go:embed constructs.tsv
var constructsText string

// A construct is one line of constructs.tsv.
type construct struct {
	// key is a literal every text the pattern matches holds: the pattern
	// is compiled and tried only on a query that holds it.
	key string
	// pattern is the construct's regular expression, compiled on first use.
	pattern func() *regexp.Regexp
	// words name the construct.
	words string
}

// constructs are the lines of constructsText, split on first use; their
// patterns are compiled only when a query holds their key.
var constructs = sync.OnceValue(func() []construct { return parse(constructsText) })

// parse returns the constructs of a table in the form of constructs.tsv.
func parse(table string) []construct {
	var out []construct
	for _, line := range strings.Split(table, "\n") {
		if line == "" || strings.HasPrefix(line, "# ") {
			continue
		}
		f := strings.Split(line, "\t")
		expr := f[1]
		out = append(out, construct{
			key:     f[0],
			pattern: sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(expr) }),
			words:   f[2],
		})
	}
	return out
}

// maxConstructs is the most constructs Words reads in one query: a line
// of code shows one or two, and a query past that is read through its own
// words.
const maxConstructs = 3

// Words returns the words that name the constructs s shows, each once, in
// the order of the table, from at most maxConstructs of them; none for a
// query that shows none.
func Words(s string) []string { return read(constructs(), s) }

// read is Words over the constructs cs.
func read(cs []construct, s string) []string {
	// A key whose first byte s lacks is not in s: most keys are looked
	// for by one table lookup, not a substring search.
	var has [256]bool
	for i := 0; i < len(s); i++ {
		has[s[i]] = true
	}
	var out []string
	n := 0
	for _, c := range cs {
		if n == maxConstructs {
			break
		}
		if !has[c.key[0]] || !strings.Contains(s, c.key) || !c.pattern().MatchString(s) {
			continue
		}
		n++
		for _, w := range strings.Fields(c.words) {
			if !slices.Contains(out, w) {
				out = append(out, w)
			}
		}
	}
	return out
}
