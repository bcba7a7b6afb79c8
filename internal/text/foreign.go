package text

import (
	"strings"
	"unicode/utf8"

	"github.com/cajeta-lang/skills/internal/construct"
	"github.com/cajeta-lang/skills/internal/lexicon"
	"github.com/kljensen/snowball/english"
)

// readNames reads a query that holds names of other ecosystems the skills
// do not hold and little else (cassava, hmatrix, `AbortController`,
// "Haskell hmatrix?", "aeson decode": see onlyNames) with the lexicon's
// words for each after it: a CSV library, linear algebra, cancelling a
// request. The name and the words count only where a skill holds them, as
// words in backticks do: what the name is, not that no skill names it,
// decides whether the query is answered. ok is false for any other query:
// in a longer one the other words say what the name is for. Search falls
// back to the query as it is when the words find nothing (a small index
// may hold none of them).
func (ix *Index) readNames(s string) (string, bool) {
	// A language's name is the language, not a package named after it
	// (Swift, not swift-sh), and a filler is no name at all.
	found := lexicon.Find(s, func(name string) bool {
		return ix.Knows(name) || isFiller(strings.ToLower(bare(name)))
	})
	if len(found) == 0 || !onlyNames(s, found) {
		return "", false
	}
	var b strings.Builder
	last := 0
	for _, m := range found {
		b.WriteString(s[last:m.Start])
		b.WriteByte('`')
		b.WriteString(strings.Trim(s[m.Start:m.End], "`"))
		b.WriteString("` `")
		b.WriteString(m.Words)
		b.WriteByte('`')
		last = m.End
	}
	b.WriteString(s[last:])
	return b.String(), true
}

// maxBeside is how many words that carry weight a query may hold beside
// the names and still be read through the lexicon: one says what is done
// with the name (`aeson decode`, `protobufjs encode`, `trio nursery`);
// more say what the name is for, and the query is read as it is.
const maxBeside = 1

// onlyNames reports whether s holds nothing but the names found, words
// that carry no weight (the names of languages, question words) and at
// most maxBeside others.
func onlyNames(s string, found []lexicon.Match) bool {
	beside, last := 0, 0
	for _, m := range found {
		beside += weighty(s[last:m.Start])
		last = m.End
	}
	return beside+weighty(s[last:]) <= maxBeside
}

// weighty counts the whitespace-separated fields of s that carry weight:
// not a filler, a stop word or a single letter (the R of "R agrep"), the
// punctuation around them aside.
func weighty(s string) int {
	n := 0
	for _, f := range strings.Fields(s) {
		w := strings.ToLower(bare(f))
		if !isFiller(w) && !english.IsStopWord(w) && utf8.RuneCountInString(w) > 1 {
			n++
		}
	}
	return n
}

// bare returns a field of a query without the quotes and punctuation
// around it (`hmatrix`, "cassava?", (R)).
func bare(f string) string { return strings.Trim(f, "`'\"(),?!;.:") }

// Knows reports whether the skills hold every word of s whole: words
// they use (router), the names of another ecosystem they list
// (Vec::retain, std::mutex), not those they know only a part of (os.kill,
// AbortController), nor a name that begins with two underscores (__eq,
// __enter__): another language's special name, whose plain word (eq,
// enter) the analysis keeps and the skills may well use.
func (ix *Index) Knows(s string) bool {
	if strings.HasPrefix(bare(s), "__") {
		return false
	}
	q := analyse(s, stems{}, ix.has)
	all := q.words > 0
	q.eachWord(func(_ int, terms []qterm) {
		if len(terms) == 1 {
			all = all && ix.known(terms[0].term)
			return
		}
		for k := range terms {
			if isWhole(terms, k) {
				all = all && ix.holdsTerm(terms[k].term)
			}
		}
	})
	return all
}

// analyseRead analyses s with the words that name the constructs it shows
// after it (withConstructs): they weigh constructShare of a word the
// writer typed.
func (ix *Index) analyseRead(s string) query {
	w := withConstructs(s)
	q := analyse(w, stems{}, ix.has)
	if w == s {
		return q
	}
	// The words after those of s are the constructs' (a construct's word
	// s holds already counts once, as the writer's).
	q.constructs = q.words - analyse(s, stems{}, ix.has).words
	return q
}

// withConstructs returns s followed, in backticks, by the words that name
// the constructs of other languages' code it shows (construct.Words: the
// string interpolation of $"{a} and {b}", the safe cast of `x as? T`): like
// a name's words from the lexicon, they count only where a skill holds
// them. A quote or backtick s leaves open is closed first, so that the
// words are read as quoted whatever s holds.
func withConstructs(s string) string {
	words := construct.Words(s)
	if len(words) == 0 {
		return s
	}
	var b strings.Builder
	b.WriteString(s)
	if strings.Count(s, "\"")%2 == 1 {
		b.WriteByte('"')
	}
	if strings.Count(s, "`")%2 == 1 {
		b.WriteByte('`')
	}
	b.WriteString(" `")
	b.WriteString(strings.Join(words, " "))
	b.WriteByte('`')
	return b.String()
}

// Holders calls f with the caller's number of each skill that holds the
// name s whole (System.cmd, utf8.RuneCountInString: the joined term of a
// name of several parts, in a keyword, a bound name or the text), whole
// true, and of each that holds its last part (cmd, RuneCountInString: as
// an API member, a word or a name), whole false; a skill holding both is
// called twice. A query of more than one word, or of one part, is no such
// name: f is not called.
func (ix *Index) Holders(s string, f func(doc int32, whole bool)) {
	q := analyse(s, stems{}, ix.has)
	if q.words != 1 || len(q.parts[0]) < 2 {
		return
	}
	var whole string
	q.eachWord(func(_ int, terms []qterm) {
		for k := range terms {
			if isWhole(terms, k) {
				whole = terms[k].term
			}
		}
	})
	ix.postings(whole, func(d int32) { f(d, true) })
	ix.postings(q.parts[0][len(q.parts[0])-1].whole, func(d int32) { f(d, false) })
}

// postings calls f with the caller's number of each skill that holds term
// t outside the questions it answers.
func (ix *Index) postings(t string, f func(doc int32)) {
	for i, seg := range ix.segs {
		lo, hi, ok := seg.ownPostings(t)
		if !ok {
			continue
		}
		for p := lo; p < hi; p++ {
			if d := ix.ids[i][seg.Docs[p]]; d >= 0 {
				f(d)
			}
		}
	}
}
