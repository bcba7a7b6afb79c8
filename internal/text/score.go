package text

import (
	"math"
	"math/bits"
	"slices"
	"sync"
)

// Index ranks skills over the segments that hold their text.
type Index struct {
	segs []*Segment
	// ids maps each skill of each segment to the caller's number for it
	// (-1: not one of the caller's).
	ids [][]int32
	// n is how many skills the index ranks.
	n int
	// scratch holds searches' working storage, one slot per number the
	// caller gave.
	scratch sync.Pool
}

// NewIndex ranks the skills of segs; id gives the caller's number of a
// skill by URI (false: leave it out).
func NewIndex(segs []*Segment, id func(uri string) (int32, bool)) *Index {
	ix := &Index{segs: segs, ids: make([][]int32, len(segs))}
	slots := int32(0)
	for i, seg := range segs {
		ix.ids[i] = make([]int32, len(seg.URIs))
		for j, u := range seg.URIs {
			ix.ids[i][j] = -1
			if d, ok := id(u); ok {
				ix.ids[i][j] = d
				ix.n++
				slots = max(slots, d+1)
			}
		}
	}
	ix.scratch.New = func() any { return newScratch(int(slots)) }
	return ix
}

// Hit is one skill the text stage found.
type Hit struct {
	// Doc is the caller's number of the skill.
	Doc int32
	// Lacks is how many of the query's words the skill does not hold.
	Lacks int
	// Score is its BM25F score, plus nameShare of the query's reach when
	// a name inside the query found it.
	Score float64
}

// Search returns up to limit skills for the query text, best first: those
// the text ranks with evidence (SPEC 4.2): a distinctive query term; a
// score of at least minReach of the query's reach; and a query whose words
// the skills do not hold carry at most maxUnknown of that reach; and every
// skill in found, named by the caller's name stages for a name inside the
// query, whose score gains nameShare of the reach. use says which skills
// may be returned.
func (ix *Index) Search(text string, limit int, use func(doc int32) bool, found map[int32]bool) []Hit {
	q := analyse(text, stems{}, ix.has)
	st := ix.stats(q)
	sc := ix.scratch.Get().(*scratch)
	defer ix.scratch.Put(sc)
	// A query word adds to a skill's score the best of its terms (its
	// stem, its parts, its compound) and partShare of the others; a term of
	// several words (a compound of two query words, a phrase) adds of its
	// own.
	held := make([]bool, q.words) // some skill holds the word
	for i, t := range q.terms {
		if t.word >= 0 && (i == 0 || q.terms[i-1].word != t.word) {
			sc.endWord()
		}
		for si, seg := range ix.segs {
			lo, hi, ok := seg.postings(t.term)
			if !ok {
				continue
			}
			for p := lo; p < hi; p++ {
				d := ix.ids[si][seg.Docs[p]]
				if d < 0 {
					continue
				}
				v := st.idf[i] * saturate(float64(seg.Freq[p])/FreqScale)
				if t.word < 0 {
					sc.add(d, v, st.distinct[i])
					continue
				}
				sc.addWord(d, v, st.distinct[i], t.word)
				held[t.word] = true
			}
		}
	}
	sc.endWord()
	unknown := 0.0
	for w, h := range held {
		switch {
		case !h && q.soft[w]:
			st.total -= st.reach[w]
			st.reach[w] = 0
		case !h:
			unknown += st.reach[w]
		}
	}
	offTopic := unknown > maxUnknown*st.total
	// out keeps the best limit hits, best first; use is asked only of a
	// hit that would enter it.
	var out []Hit
	keep := func(h Hit) {
		switch {
		case len(out) < limit && use(h.Doc):
			out = append(out, h)
		case len(out) == limit && better(h, out[len(out)-1]) && use(h.Doc):
			out[len(out)-1] = h
		default:
			return
		}
		for i := len(out) - 1; i > 0 && better(out[i], out[i-1]); i-- {
			out[i], out[i-1] = out[i-1], out[i]
		}
	}
	for d := range found {
		if !sc.touched(d) {
			keep(Hit{Doc: d, Lacks: q.words, Score: nameShare * st.total})
		}
	}
	for _, d := range sc.docs {
		a := &sc.acc[d]
		named := found[d]
		if !named && (offTopic || !a.distinct || a.score < minReach*st.total) {
			continue
		}
		score := a.score
		if named {
			score += nameShare * st.total
		}
		keep(Hit{Doc: d, Lacks: q.words - bits.OnesCount64(a.words), Score: score})
	}
	sc.reset()
	return out
}

// better reports whether h ranks before g: by score, then by the
// caller's number.
func better(h, g Hit) bool {
	if h.Score != g.Score {
		return h.Score > g.Score
	}
	return h.Doc < g.Doc
}

// acc is what one search gathers of one skill: its score; words has bit w
// set for each query word w it holds; distinct is set when it holds a
// distinctive term.
type acc struct {
	score    float64
	words    uint64
	distinct bool
}

// scratch is one search's working storage, one slot per skill, kept
// between searches (an Index's pool) and cleared only where a search wrote:
// a query touches few of a large index's skills.
type scratch struct {
	acc []acc
	// docs are the skills touched so far, wordDocs those the current
	// query word touched, with best and sum of its terms in each.
	docs, wordDocs []int32
	inWord         []bool
	best, sum      []float64
	on             []bool
}

func newScratch(n int) *scratch {
	return &scratch{acc: make([]acc, n), inWord: make([]bool, n), best: make([]float64, n), sum: make([]float64, n), on: make([]bool, n)}
}

// touch marks skill d touched.
func (sc *scratch) touch(d int32) {
	if !sc.on[d] {
		sc.on[d] = true
		sc.docs = append(sc.docs, d)
	}
}

// touched reports whether a term touched skill d.
func (sc *scratch) touched(d int32) bool { return sc.on[d] }

// add adds v, the part of a term of several words, to skill d.
func (sc *scratch) add(d int32, v float64, distinct bool) {
	sc.touch(d)
	sc.acc[d].score += v
	sc.acc[d].distinct = sc.acc[d].distinct || distinct
}

// addWord records v, what one term of query word w adds, for skill d.
func (sc *scratch) addWord(d int32, v float64, distinct bool, w int) {
	sc.touch(d)
	a := &sc.acc[d]
	a.distinct = a.distinct || distinct
	a.words |= 1 << min(w, 63)
	if !sc.inWord[d] {
		sc.inWord[d] = true
		sc.wordDocs = append(sc.wordDocs, d)
		sc.best[d], sc.sum[d] = v, v
		return
	}
	sc.best[d] = max(sc.best[d], v)
	sc.sum[d] += v
}

// endWord adds the current query word's part to each skill it touched.
func (sc *scratch) endWord() {
	for _, d := range sc.wordDocs {
		sc.acc[d].score += sc.best[d] + partShare*(sc.sum[d]-sc.best[d])
		sc.inWord[d] = false
	}
	sc.wordDocs = sc.wordDocs[:0]
}

// reset clears what the search wrote.
func (sc *scratch) reset() {
	for _, d := range sc.docs {
		sc.acc[d] = acc{}
		sc.on[d] = false
	}
	sc.docs = sc.docs[:0]
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
