package search

import (
	"math"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/kljensen/snowball/english"
)

// The text stage: a ranked full-text index (BM25) over the words of each
// skill's title, description, bound names and body. A word is a run of
// letters and digits split at camelCase, lowercased and stemmed with the
// English Snowball stemmer; stop words and one-letter words are left out.
// Words count more in some fields than others.
const (
	weightTitle       = 3
	weightNames       = 3
	weightDescription = 2
	weightBody        = 1
	// bm25K1 and bm25B are the usual BM25 constants.
	bm25K1 = 1.2
	bm25B  = 0.75
	// MaxRelated is how many skills the text stage returns at most.
	MaxRelated = 5
)

// TextSource is the text of one skill to index.
type TextSource struct {
	URI         string
	Title       string
	Description string
	Names       []string
	Body        string
}

// TextSegment is a text index over some skills. Its fields are exported so
// that an index made beforehand can be written out as Go source.
type TextSegment struct {
	// URIs are the skills, by ordinal; Len is each one's weighted count
	// of words.
	URIs []string
	Len  []uint32
	// Words are sorted; the postings of Words[i] are Docs and Freq from
	// Start[i] to Start[i+1]: the skills holding it, ascending, and the
	// weighted count of it in each.
	Words []string
	Start []uint32
	Docs  []uint32
	Freq  []uint16
}

// BuildText indexes the text of sources.
func BuildText(sources []TextSource) *TextSegment {
	seg := &TextSegment{URIs: make([]string, len(sources)), Len: make([]uint32, len(sources))}
	stems := map[string]string{}
	postings := map[string][][2]uint32{}
	for i, src := range sources {
		seg.URIs[i] = src.URI
		freq := map[string]uint32{}
		add := func(s string, weight uint32) {
			for _, w := range textWords(nil, s, stems) {
				freq[w] += weight
			}
		}
		add(src.Title, weightTitle)
		for _, n := range src.Names {
			add(n, weightNames)
		}
		add(src.Description, weightDescription)
		add(src.Body, weightBody)
		for w, f := range freq {
			postings[w] = append(postings[w], [2]uint32{uint32(i), f})
			seg.Len[i] += f
		}
	}
	seg.Words = make([]string, 0, len(postings))
	for w := range postings {
		seg.Words = append(seg.Words, w)
	}
	sort.Strings(seg.Words)
	seg.Start = make([]uint32, 1, len(seg.Words)+1)
	for _, w := range seg.Words {
		for _, p := range postings[w] { // ascending: sources were visited in order
			seg.Docs = append(seg.Docs, p[0])
			seg.Freq = append(seg.Freq, uint16(min(p[1], math.MaxUint16)))
		}
		seg.Start = append(seg.Start, uint32(len(seg.Docs)))
	}
	return seg
}

// textWords appends the index words of s to dst; stems caches the stemmer
// (nil for none).
func textWords(dst []string, s string, stems map[string]string) []string {
	start := -1
	for i := 0; i <= len(s); {
		r, size := utf8.RuneError, 1
		if i < len(s) {
			r, size = utf8.DecodeRuneInString(s[i:])
		}
		word := i < len(s) && (unicode.IsLetter(r) || unicode.IsDigit(r))
		switch {
		case word && start < 0:
			start = i
		case !word && start >= 0:
			dst = camelWords(dst, s[start:i], stems)
			start = -1
		}
		i += size
	}
	return dst
}

// camelWords splits a run of letters and digits at its camelCase
// boundaries and appends the stems of its words. An ASCII run, nearly
// every run, is split and lowercased in place, and a word already in
// stems costs no allocation.
func camelWords(dst []string, run string, stems map[string]string) []string {
	if !isASCII(run) {
		rs := []rune(run)
		start := 0
		for i := 1; i <= len(rs); i++ {
			if i < len(rs) && !camelBreak(rs, i) {
				continue
			}
			if w := wordStem(strings.ToLower(string(rs[start:i])), stems); w != "" {
				dst = append(dst, w)
			}
			start = i
		}
		return dst
	}
	var buf [64]byte
	start := 0
	for i := 1; i <= len(run); i++ {
		if i < len(run) && !camelBreakASCII(run, i) {
			continue
		}
		w := run[start:i]
		start = i
		var st string
		if len(w) > len(buf) {
			st = wordStem(strings.ToLower(w), stems)
		} else {
			lower := buf[:len(w)]
			for j := 0; j < len(w); j++ {
				c := w[j]
				if 'A' <= c && c <= 'Z' {
					c += 'a' - 'A'
				}
				lower[j] = c
			}
			var cached bool
			if st, cached = stems[string(lower)]; !cached { // no allocation for the lookup
				st = wordStem(string(lower), stems)
			}
		}
		if st != "" {
			dst = append(dst, st)
		}
	}
	return dst
}

// wordStem is the index word of the lowercase word w: its stem, or "" for
// a one-letter word or a stop word. stems, when not nil, caches both.
func wordStem(w string, stems map[string]string) string {
	if st, ok := stems[w]; ok {
		return st
	}
	st := ""
	if utf8.RuneCountInString(w) > 1 && !english.IsStopWord(w) {
		st = english.Stem(w, false)
	}
	if stems != nil {
		stems[w] = st
	}
	return st
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// camelBreakASCII is camelBreak on an ASCII run.
func camelBreakASCII(s string, i int) bool {
	if c := s[i]; c < 'A' || c > 'Z' {
		return false
	}
	prev := s[i-1]
	if 'a' <= prev && prev <= 'z' || '0' <= prev && prev <= '9' {
		return true
	}
	return 'A' <= prev && prev <= 'Z' && i+1 < len(s) && 'a' <= s[i+1] && s[i+1] <= 'z'
}

// camelBreak reports whether a word of a run starts at rs[i]: a capital
// after a lowercase letter or a digit (readAll), or the last capital of a
// run of capitals followed by a lowercase letter (XMLParser).
func camelBreak(rs []rune, i int) bool {
	if !unicode.IsUpper(rs[i]) {
		return false
	}
	prev := rs[i-1]
	if unicode.IsLower(prev) || unicode.IsDigit(prev) {
		return true
	}
	return unicode.IsUpper(prev) && i+1 < len(rs) && unicode.IsLower(rs[i+1])
}

// textHit is one skill the text stage found.
type textHit struct {
	doc int32
	// lacks is how many query words the skill lacks; score its BM25 score.
	lacks int
	score float64
}

// textMatches ranks the skills holding any word of query, over every
// segment, and returns the best limit of those for which use is true, by
// fewest missing words, then score, then URI.
func (ix *Index) textMatches(query string, limit int, use func(doc int32) bool) []textHit {
	words := slices.Compact(slices.Sorted(slices.Values(textWords(nil, query, nil))))
	if len(words) == 0 {
		return nil
	}
	segs, avgs, byURI := ix.text.segments()
	total := 0
	df := make([]int, len(words))
	for _, seg := range segs {
		total += len(seg.URIs)
		for i, w := range words {
			if lo, hi, ok := seg.postings(w); ok {
				df[i] += int(hi - lo)
			}
		}
	}
	type acc struct {
		score float64
		found int
	}
	hits := map[int32]*acc{}
	for si, seg := range segs {
		avg := avgs[si]
		for i, w := range words {
			lo, hi, ok := seg.postings(w)
			if !ok {
				continue
			}
			idf := math.Log(1 + (float64(total)-float64(df[i])+0.5)/(float64(df[i])+0.5))
			for p := lo; p < hi; p++ {
				d, found := byURI[seg.URIs[seg.Docs[p]]]
				if !found || !use(d) {
					continue
				}
				tf := float64(seg.Freq[p])
				norm := bm25K1 * (1 - bm25B + bm25B*float64(seg.Len[seg.Docs[p]])/avg)
				a := hits[d]
				if a == nil {
					a = &acc{}
					hits[d] = a
				}
				a.score += idf * tf * (bm25K1 + 1) / (tf + norm)
				a.found++
			}
		}
	}
	out := make([]textHit, 0, len(hits))
	for d, a := range hits {
		out = append(out, textHit{doc: d, lacks: len(words) - a.found, score: a.score})
	}
	sort.Slice(out, func(i, j int) bool {
		a, b := out[i], out[j]
		switch {
		case a.lacks != b.lacks:
			return a.lacks < b.lacks
		case a.score != b.score:
			return a.score > b.score
		}
		return ix.docs[a.doc].URI < ix.docs[b.doc].URI
	})
	return out[:min(limit, len(out))]
}

// postings returns the range of w's postings.
func (seg *TextSegment) postings(w string) (lo, hi uint32, ok bool) {
	i, found := slices.BinarySearch(seg.Words, w)
	if !found {
		return 0, 0, false
	}
	return seg.Start[i], seg.Start[i+1], true
}

// avgLen is the segment's mean weighted word count (1 when empty).
func (seg *TextSegment) avgLen() float64 {
	var sum float64
	for _, l := range seg.Len {
		sum += float64(l)
	}
	if sum == 0 {
		return 1
	}
	return sum / float64(len(seg.Len))
}
