package search

import (
	"cmp"
	"slices"
	"sort"
	"strings"

	"github.com/cajeta-lang/skills/internal/match"
)

// titleIndex holds every distinct non-empty title (a title key) and finds
// the titles a query can match. Title ids run in order of the length of
// the prepared title, so that the titles of one length are a range.
type titleIndex struct {
	titles []match.Title
	// docs lists, per title, the docs that carry it, in doc order.
	docs csr
	// byLen[n] is the first title of length n; titles longer than
	// match.MaxScored come last, from byLen[match.MaxScored+1].
	byLen []int32
	// grams maps each trigram of a scored title to its postings: the
	// titles holding it (ascending) and how often each does.
	grams map[string]int32
	post  csr
	count []uint8
	// words is every distinct token of a scored title, and wordTitles
	// lists, per entry, the titles holding it (ascending).
	words      *dict
	wordTitles csr
}

func newTitleIndex(docs []Doc) titleIndex {
	byTitle := map[string][]int32{}
	for i, d := range docs {
		if d.Title != "" {
			byTitle[d.Title] = append(byTitle[d.Title], int32(i))
		}
	}
	type entry struct {
		t    match.Title
		docs []int32
	}
	entries := make([]entry, 0, len(byTitle))
	for t, ds := range byTitle {
		entries = append(entries, entry{match.NewTitle(t), ds})
	}
	// Titles that prepare to the same string are one key.
	sort.Slice(entries, func(i, j int) bool {
		a, b := entries[i].t.Lower, entries[j].t.Lower
		if len(a) != len(b) {
			return len(a) < len(b)
		}
		return a < b
	})
	ix := titleIndex{grams: map[string]int32{}, byLen: make([]int32, match.MaxScored+3)}
	var docLists [][]int32
	for _, e := range entries {
		if n := len(ix.titles); n > 0 && ix.titles[n-1].Lower == e.t.Lower {
			docLists[n-1] = sortedUnique(append(docLists[n-1], e.docs...))
			continue
		}
		ix.titles = append(ix.titles, e.t)
		docLists = append(docLists, e.docs)
	}
	ix.docs = csrOf(docLists)
	for n := range ix.byLen {
		ix.byLen[n] = int32(sort.Search(len(ix.titles), func(i int) bool { return len(ix.titles[i].Lower) >= min(n, match.MaxScored+1) }))
	}
	var postings [][]int32
	var counts [][]uint8
	wordsOf := map[string][]int32{}
	var gis []int32 // the trigrams of one title, by number, then sorted
	for id, t := range ix.titles {
		if !scored(t.Lower) {
			continue
		}
		gis = gis[:0]
		for i := 0; i+3 <= len(t.Lower); i++ {
			g := t.Lower[i : i+3]
			gi, ok := ix.grams[g]
			if !ok {
				gi = int32(len(postings))
				ix.grams[g] = gi
				postings, counts = append(postings, nil), append(counts, nil)
			}
			gis = append(gis, gi)
		}
		slices.Sort(gis)
		for i := 0; i < len(gis); {
			n := 1
			for i+n < len(gis) && gis[i+n] == gis[i] {
				n++
			}
			postings[gis[i]] = append(postings[gis[i]], int32(id))
			counts[gis[i]] = append(counts[gis[i]], uint8(n)) // n <= MaxScored-2 < 256
			i += n
		}
		for _, w := range t.Tokens {
			if l := wordsOf[w]; len(l) == 0 || l[len(l)-1] != int32(id) {
				wordsOf[w] = append(l, int32(id))
			}
		}
	}
	ix.post = csrOf(postings)
	for _, c := range counts {
		ix.count = append(ix.count, c...)
	}
	words := make([]string, 0, len(wordsOf))
	for w := range wordsOf {
		words = append(words, w)
	}
	sort.Strings(words)
	lists := make([][]int32, len(words))
	for i, w := range words {
		lists[i] = wordsOf[w]
	}
	ix.words = newDict(words)
	ix.wordTitles = csrOf(lists)
	return ix
}

// gramCounts returns the trigrams of s with how often each occurs (at most
// 255, s being at most match.MaxScored bytes).
func gramCounts(s string) map[string]uint8 {
	m := map[string]uint8{}
	for i := 0; i+3 <= len(s); i++ {
		m[s[i:i+3]]++
	}
	return m
}

// titleAllow is the allowance of a whole title of n bytes.
func titleAllow(n int) int { return max(1, n/5) }

// titleMatch is how a query matched a title key.
type titleMatch struct {
	title int32
	dist  int
	// words: the query's tokens matched title words, not the whole title.
	words bool
}

// wholeCandidates calls f for every title whose prepared string may be
// within its allowance of q's: a title of length n can be only when
// |len(q) - n| is within the allowance a, and OSA distance a leaves at least
// max(len(q), n) - 2 - 4a trigrams in common (an edit touches at most three
// trigrams, a transposition four), so where that is positive the titles
// that share too few are skipped. A query too long to score offers the
// equal title only.
func (ix *titleIndex) wholeCandidates(q match.Title, f func(int32)) {
	m := len(q.Lower)
	if !scored(q.Lower) {
		lo, hi := ix.byLen[match.MaxScored+1], int32(len(ix.titles))
		i := lo + int32(sort.Search(int(hi-lo), func(i int) bool {
			t := ix.titles[lo+int32(i)].Lower
			return len(t) > m || len(t) == m && t >= q.Lower
		}))
		if i < hi && ix.titles[i].Lower == q.Lower {
			f(i)
		}
		return
	}
	nlo, nhi := -1, -1
	for n := 0; n <= match.MaxScored; n++ {
		if d := m - n; d <= titleAllow(n) && -d <= titleAllow(n) {
			if nlo < 0 {
				nlo = n
			}
			nhi = n
		}
	}
	if nlo < 0 {
		return
	}
	lo, hi := ix.byLen[nlo], ix.byLen[nhi+1]
	if lo == hi {
		return
	}
	shared := make([]uint16, hi-lo)
	for g, c := range gramCounts(q.Lower) {
		gi, ok := ix.grams[g]
		if !ok {
			continue
		}
		post := ix.post.at(gi)
		counts := ix.count[ix.post.start[gi]:ix.post.start[gi+1]]
		i, _ := slices.BinarySearch(post, lo)
		for ; i < len(post) && post[i] < hi; i++ {
			shared[post[i]-lo] += uint16(min(c, counts[i]))
		}
	}
	for id := lo; id < hi; id++ {
		n := len(ix.titles[id].Lower)
		a := titleAllow(n)
		if d := m - n; d > a || -d > a {
			continue
		}
		if need := max(m, n) - 2 - 4*a; need <= 0 || int(shared[id-lo]) >= need {
			f(id)
		}
	}
}

// wordCandidates calls f for every title holding, for each token of q, a
// word within that word's allowance of it: the only titles TitleWords can
// match. A query of fewer than two tokens, or with a token too long to
// score, offers none. The shortest tokens are looked up first: their
// walks are the cheapest, and their allowance the smallest (none up to two
// bytes), so a question's "a" or "do" most often leaves no title and ends
// the search before its longer words are walked.
func (ix *titleIndex) wordCandidates(q match.Title, f func(int32)) {
	if len(q.Tokens) < 2 || !scored(q.Lower) {
		return
	}
	toks := slices.Clone(q.Tokens)
	slices.SortFunc(toks, func(a, b string) int { return cmp.Or(len(a)-len(b), strings.Compare(a, b)) })
	var common []int32
	for i, tok := range slices.Compact(toks) {
		var holding []int32
		ix.words.within(tok, nameAllow, func(e int32) {
			holding = append(holding, ix.wordTitles.at(e)...)
		})
		holding = sortedUnique(holding)
		if i == 0 {
			common = holding
		} else {
			common = intersect(common, holding)
		}
		if len(common) == 0 {
			return
		}
	}
	for _, t := range common {
		f(t)
	}
}

// intersect returns the ids in both sorted lists.
func intersect(a, b []int32) []int32 {
	out := a[:0]
	for i, j := 0, 0; i < len(a) && j < len(b); {
		switch {
		case a[i] < b[j]:
			i++
		case a[i] > b[j]:
			j++
		default:
			out = append(out, a[i])
			i++
			j++
		}
	}
	return out
}

// score matches q against title t as a whole (or token by token), and,
// unless exact, by its words. Under exact only a whole match at distance 0
// counts. A title or query too long to score matches only when equal.
func (ix *titleIndex) score(q match.Title, t int32, exact bool) (titleMatch, bool) {
	title := ix.titles[t]
	if !scored(title.Lower) || !scored(q.Lower) {
		return titleMatch{title: t}, title.Lower == q.Lower
	}
	whole, wholeOK := match.TitleDistance(q, title)
	if exact {
		return titleMatch{title: t}, wholeOK && whole == 0
	}
	words, wordsOK := match.TitleWords(q, title)
	switch {
	case wholeOK && (!wordsOK || whole <= words):
		return titleMatch{title: t, dist: whole}, true
	case wordsOK:
		return titleMatch{title: t, dist: words, words: true}, true
	}
	return titleMatch{}, false
}

// match returns every title q matches, scoring the candidates given by
// cands (ix.candidates, or every title when checking it).
func (ix *titleIndex) match(q match.Title, exact bool, cands func(match.Title, bool, func(int32))) []titleMatch {
	var out []titleMatch
	cands(q, exact, func(t int32) {
		if m, ok := ix.score(q, t, exact); ok {
			out = append(out, m)
		}
	})
	return out
}

// candidates offers each title that may match q once: the whole-title
// candidates and, unless exact, the word candidates.
func (ix *titleIndex) candidates(q match.Title, exact bool, f func(int32)) {
	var ids []int32
	ix.wholeCandidates(q, func(t int32) { ids = append(ids, t) })
	if !exact {
		ix.wordCandidates(q, func(t int32) { ids = append(ids, t) })
	}
	for _, t := range sortedUnique(ids) {
		f(t)
	}
}

// allTitles is the candidate function that offers every title.
func (ix *titleIndex) allTitles(_ match.Title, _ bool, f func(int32)) {
	for t := range ix.titles {
		f(int32(t))
	}
}
