package text

import (
	"math"
	"slices"
	"sort"
)

// Index ranks skills over the segments that hold their text.
type Index struct {
	segs []*Segment
	// ids maps each skill of each segment to the caller's number for it
	// (-1: not one of the caller's).
	ids [][]int32
	// n is how many skills the index ranks.
	n int
}

// NewIndex ranks the skills of segs; id gives the caller's number of a
// skill by URI (false: leave it out).
func NewIndex(segs []*Segment, id func(uri string) (int32, bool)) *Index {
	ix := &Index{segs: segs, ids: make([][]int32, len(segs))}
	for i, seg := range segs {
		ix.ids[i] = make([]int32, len(seg.URIs))
		for j, u := range seg.URIs {
			ix.ids[i][j] = -1
			if d, ok := id(u); ok {
				ix.ids[i][j] = d
				ix.n++
			}
		}
	}
	return ix
}

// Hit is one skill the text stage found.
type Hit struct {
	// Doc is the caller's number of the skill.
	Doc int32
	// Lacks is how many of the query's words the skill does not hold.
	Lacks int
	// Score is its BM25F score.
	Score float64
	// Named: a name inside the query found the skill (Search's found).
	Named bool
}

// Search returns up to limit skills for the query text, best first: every
// skill found, named by the caller's name stages for a name inside the
// query, then those the text ranks with evidence (SPEC 4.2): a distinctive
// query term; a score of at least minReach of the query's reach; and a
// query whose words the skills do not hold carry at most maxUnknown of
// that reach. use says which skills may be returned.
func (ix *Index) Search(text string, limit int, use func(doc int32) bool, found map[int32]bool) []Hit {
	q := analyse(text, stems{}, ix.has)
	st := ix.stats(q)
	type acc struct {
		score float64
		// words has bit w set for each query word w the skill holds;
		// distinct is set when it holds a distinctive term.
		words    uint64
		distinct bool
	}
	hits := map[int32]*acc{}
	// A query word adds to a skill's score the best of its terms (its
	// stem, its parts, its compound) and partShare of the others; a term of
	// several words (a compound of two query words, a phrase) adds of its
	// own.
	word := map[int32]float64{}
	wsum := map[int32]float64{}
	held := make([]bool, q.words) // some skill holds the word
	flush := func() {
		for d, v := range word {
			hits[d].score += v + partShare*(wsum[d]-v)
		}
		clear(word)
		clear(wsum)
	}
	for i, t := range q.terms {
		if t.word >= 0 && (i == 0 || q.terms[i-1].word != t.word) {
			flush()
		}
		for si, seg := range ix.segs {
			lo, hi, ok := seg.postings(t.term)
			if !ok {
				continue
			}
			for p := lo; p < hi; p++ {
				d := ix.ids[si][seg.Docs[p]]
				if d < 0 || !use(d) {
					continue
				}
				a := hits[d]
				if a == nil {
					a = &acc{}
					hits[d] = a
				}
				v := st.idf[i] * saturate(float64(seg.Freq[p])/FreqScale)
				a.distinct = a.distinct || st.distinct[i]
				if t.word < 0 {
					a.score += v
					continue
				}
				word[d] = max(word[d], v)
				wsum[d] += v
				a.words |= 1 << min(t.word, 63)
				held[t.word] = true
			}
		}
	}
	flush()
	unknown := 0.0
	for w, h := range held {
		if !h {
			unknown += st.reach[w]
		}
	}
	offTopic := unknown > maxUnknown*st.total
	out := make([]Hit, 0, min(len(hits), 64))
	for d := range found {
		if use(d) && hits[d] == nil {
			hits[d] = &acc{}
		}
	}
	for d, a := range hits {
		named := found[d]
		if !named && (offTopic || !a.distinct || a.score < minReach*st.total) {
			continue
		}
		lacks := q.words
		for w := 0; w < q.words && w < 64; w++ {
			if a.words&(1<<w) != 0 {
				lacks--
			}
		}
		out = append(out, Hit{Doc: d, Lacks: lacks, Score: a.score, Named: named})
	}
	sort.Slice(out, func(i, j int) bool {
		a, b := out[i], out[j]
		switch {
		case a.Named != b.Named:
			return a.Named
		case a.Score != b.Score:
			return a.Score > b.Score
		}
		return a.Doc < b.Doc
	})
	return out[:min(limit, len(out))]
}

// stats are what the index knows of a query's terms before ranking.
type stats struct {
	// idf and distinct are per term; reach per query word: what a skill
	// holding its rarest term refFreq times adds. total is their sum.
	idf      []float64
	distinct []bool
	reach    []float64
	total    float64
}

// stats computes the stats of q. A term's frequency across the skills is
// its document frequency, but a sigil's is how many skills hold it outside
// their body: code examples use #= everywhere; few skills explain it.
func (ix *Index) stats(q query) stats {
	st := stats{idf: make([]float64, len(q.terms)), distinct: make([]bool, len(q.terms)), reach: make([]float64, q.words)}
	for i, t := range q.terms {
		df, topic := ix.df(t.term)
		st.distinct[i] = df > 0 && (topic <= 1 || float64(topic) <= commonShare*float64(ix.n))
		if t.sigil {
			df = topic
		}
		st.idf[i] = math.Log(1 + (float64(ix.n)-float64(df)+0.5)/(float64(df)+0.5))
		if t.word >= 0 {
			st.reach[t.word] = max(st.reach[t.word], st.idf[i]*saturate(refFreq))
		}
	}
	for _, r := range st.reach {
		st.total += r
	}
	return st
}

// df is how many skills hold term t, and topic how many hold it outside
// their body.
func (ix *Index) df(t string) (df, topic int) {
	for _, seg := range ix.segs {
		if i, ok := slices.BinarySearch(seg.Terms, t); ok {
			df += int(seg.Start[i+1] - seg.Start[i])
			topic += int(seg.Topic[i])
		}
	}
	return df, topic
}

// has reports whether any segment holds term t.
func (ix *Index) has(t string) bool {
	for _, seg := range ix.segs {
		if seg.has(t) {
			return true
		}
	}
	return false
}
