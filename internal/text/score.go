package text

import (
	"math"
	"math/bits"
	"slices"
	"strings"
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
	// Named: a name inside the query led to the skill (it is in found).
	Named bool
	// Score orders hits, higher first: the skill's two opinions, each
	// relative to the best, summed (see Search).
	Score float64
}

// Search returns up to limit skills for the query text, best first.
// A query of nothing but other ecosystems' names (and at most one other
// word) is first read through the lexicon (see readNames). The words that
// name the constructs of another language's code the query shows (a C#
// interpolated string: string interpolation) are read after it, where a
// skill holds them (see withConstructs).
//
// A skill has evidence (SPEC 4.2) when it holds a distinctive query term
// and its score reaches minReach of the reach of the query's tellingWords
// most telling words, in a query whose words the skills do not hold carry
// at most maxUnknown of the reach of all its words, unless the query names
// an error code the skills hold, or some skill scores strongReach times
// what evidence needs (or holds coverWords of its known words, or, in a
// query with one unknown word, holds every other word and scores
// wholeReach times what evidence needs), and unless its known words are
// scattered: no skill holds words carrying spreadShare of their reach and
// none scores spreadReach times what evidence needs. Once a
// skill the name stages did not find has evidence, the others need
// followReach of what it needed.
// Every skill in found, named by the caller's name stages for a name
// inside the query, and every skill whose text or questions hold an error
// code or exception the query names whole (CAJETA_ERROR_BORROW_OF_TEMPORARY
// beside the writer's code, AddressNotAvailableException), counts as
// having evidence, and its rank gains nameShare (codeShare) of the
// query's reach.
// Without a skill with evidence, Search returns nothing.
//
// The skills with evidence are ordered by two opinions, each relative to
// the best skill's (CombSUM): its rank, BM25F over the fields, and
// flatShare of its plain score (longFlatShare in a query of longWords
// words or more), BM25 over the skill's whole file (Segment.Flat), which
// weighs the body as a full-text engine over the skill files does. Summing scores rather than ranks keeps a clear lead:
// a skill whose keywords hold the query's one word stays first even where
// the plain score prefers a longer mention elsewhere. use says which
// skills may be returned.
func (ix *Index) Search(text string, limit int, use func(doc int32) bool, found map[int32]bool) []Hit {
	if named, ok := ix.readNames(text); ok {
		if out := ix.search(ix.analyseRead(named), limit, use, found); len(out) > 0 {
			return out
		}
	}
	return ix.search(ix.analyseRead(text), limit, use, found)
}

// search is Search of the analysed query q.
func (ix *Index) search(q query, limit int, use func(doc int32) bool, found map[int32]bool) []Hit {
	st := ix.stats(q)
	sc := ix.scratch.Get().(*scratch)
	defer ix.scratch.Put(sc)
	// A query word adds to a skill's score and rank the best of its terms
	// (its stem, its parts, its compound) and partShare of the others; a
	// term of several words (a compound of two query words, a phrase) adds
	// of its own. To the plain ranking each term of a word adds.
	held := make([]bool, q.words) // the skills know the word (see holds)
	for i, t := range q.terms {
		if t.word >= 0 && (i == 0 || q.terms[i-1].word != t.word) {
			sc.endWord()
		}
		// A distinctive word only one skill holds (outside the questions
		// it answers) is evidence for it (see soleShare); the whole of an
		// error's name (CAJETA_ERROR_BORROW_OF_TEMPORARY,
		// AddressNotAvailableException) makes the skills holding it rank
		// as a named skill does.
		rare := t.word >= 0 && st.distinct[i] && st.df[i] == 1
		code := t.word >= 0 && q.errs[t.word] && isWhole(q.terms, i)
		for si, seg := range ix.segs {
			lo, hi, ok := seg.postings(t.term)
			if !ok {
				continue
			}
			sole := rare && hi-lo == 1
			for p := lo; p < hi; p++ {
				d := ix.ids[si][seg.Docs[p]]
				if d < 0 {
					continue
				}
				if sole {
					sc.touch(d)
					sc.acc[d].sole |= 1 << min(t.word, 63)
				}
				if code {
					sc.touch(d)
					sc.acc[d].code = true
				}
				f := float64(seg.Freq[p]) / FreqScale
				v := scores{float32(st.idf[i] * saturate(f)), float32(st.rankIDF[i] * saturateRank(f))}
				if t.word < 0 {
					sc.add(d, v, st.distinct[i])
					continue
				}
				sc.addWord(d, v, st.distinct[i], t.word)
				sc.acc[d].flat += float32(st.idf[i] * saturateFlat(float64(seg.flat(p))/FreqScale))
			}
		}
	}
	sc.endWord()
	ix.holds(q, held)
	unknown := 0.0
	unknowns := 0
	var known uint64 // the words the skills know
	for w, h := range held {
		switch {
		case !h && q.soft[w]:
			st.total -= st.reach[w]
			st.rankTotal -= st.rankReach[w]
			st.reach[w] = 0
		case !h:
			unknown += st.reach[w]
			unknowns++
		default:
			known |= 1 << min(w, 63)
		}
	}
	need := minReach * st.telling()
	// With nothing of the query known, or its known words carrying too
	// little of it, nothing has evidence, unless the query names an error
	// code the skills hold, or some skill answers the known words
	// outright: it scores well above what evidence needs, or holds
	// coverWords of them, or holds all of them beside one unknown word and
	// scores wholeReach times what evidence needs.
	namesCode := q.namesCode(held)
	offTopic := need == 0 || unknown > maxUnknown*st.total && !namesCode &&
		!sc.scoresAbove(strongReach*need, nil) && !sc.covers(known, coverWords, need) &&
		!(unknowns == 1 && known != 0 && sc.covers(known, bits.OnesCount64(known), wholeReach*need))
	// Nor when the known words are scattered over skills none of which
	// holds much of them.
	offTopic = offTopic || !namesCode && sc.scattered(known, st, need)
	// The skills with evidence, and the best rank and plain score among
	// them (whether they may be returned or not: use is asked only of a
	// skill that would be).
	// Once a skill the name stages did not find has evidence, the others
	// need followReach of it.
	bar := need
	if sc.scoresAbove(need, found) {
		bar = followReach * need
	}
	for d := range found {
		sc.touch(d)
	}
	var topRank, topFlat float64
	for _, d := range sc.docs {
		a := &sc.acc[d]
		switch {
		case found[d] || a.code:
			share := nameShare
			if a.code {
				share = codeShare
			}
			a.rank += float32(share * st.rankTotal)
		case !offTopic && a.sole != 0 && maskReach(a.sole, st) >= soleShare*st.total:
		case offTopic || !a.distinct || float64(a.score) < bar:
			continue
		}
		a.evident = true
		topRank, topFlat = max(topRank, float64(a.rank)), max(topFlat, float64(a.flat))
	}
	share := flatShare
	if q.words >= longWords {
		share = longFlatShare
	}
	var out []Hit
	for _, d := range sc.docs {
		a := &sc.acc[d]
		if !a.evident {
			continue
		}
		h := Hit{Doc: d, Lacks: q.words - bits.OnesCount64(a.words), Named: found[d]}
		if topRank > 0 {
			h.Score = float64(a.rank) / topRank
		}
		if topFlat > 0 {
			h.Score += share * float64(a.flat) / topFlat
		}
		if q.words > 0 && !a.code { // an error code the query holds is its subject
			h.Score *= 1 - lackShare*float64(h.Lacks)/float64(q.words)
		}
		out = keep(out, h, limit, use)
	}
	sc.reset()
	return out
}

// keep adds h to the best limit hits in out, best first, if it is one of
// them and use allows it; use is asked only then.
func keep(out []Hit, h Hit, limit int, use func(doc int32) bool) []Hit {
	switch {
	case len(out) < limit && use(h.Doc):
		out = append(out, h)
	case len(out) == limit && limit > 0 && better(h, out[len(out)-1]) && use(h.Doc):
		out[len(out)-1] = h
	default:
		return out
	}
	for i := len(out) - 1; i > 0 && better(out[i], out[i-1]); i-- {
		out[i], out[i-1] = out[i-1], out[i]
	}
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

// scores are what a term adds to a skill, or a skill gathers: its score,
// against which evidence is judged (idf over every skill that holds a
// term), and its rank, by which skills with evidence are ordered (idf over
// the skills a term is a topic of, see stats).
type scores struct{ score, rank float32 }

// acc is what one search gathers of one skill: its scores, and its flat
// score in the plain ranking; words has bit w set for each query word w it
// holds; distinct is set when it holds a distinctive term. (32 bytes, in
// this order: a large index keeps one per skill.)
type acc struct {
	words uint64
	// sole has bit w set for each query word w that only this skill
	// holds.
	sole uint64
	scores
	flat float32
	// code is set when the skill holds an error code or exception the
	// query names, whole.
	code     bool
	distinct bool
	// evident is set, once the search has judged it, when the skill has
	// evidence.
	evident bool
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
	best, sum      []scores
	on             []bool
}

func newScratch(n int) *scratch {
	return &scratch{acc: make([]acc, n), inWord: make([]bool, n), best: make([]scores, n), sum: make([]scores, n), on: make([]bool, n)}
}

// touch marks skill d touched.
func (sc *scratch) touch(d int32) {
	if !sc.on[d] {
		sc.on[d] = true
		sc.docs = append(sc.docs, d)
	}
}

// add adds v, the part of a term of several words, to skill d.
func (sc *scratch) add(d int32, v scores, distinct bool) {
	sc.touch(d)
	a := &sc.acc[d]
	a.score += v.score
	a.rank += v.rank
	a.distinct = a.distinct || distinct
}

// addWord records v, what one term of query word w adds, for skill d.
func (sc *scratch) addWord(d int32, v scores, distinct bool, w int) {
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
	b, s := &sc.best[d], &sc.sum[d]
	b.score, b.rank = max(b.score, v.score), max(b.rank, v.rank)
	s.score += v.score
	s.rank += v.rank
}

// endWord adds the current query word's part to each skill it touched.
func (sc *scratch) endWord() {
	for _, d := range sc.wordDocs {
		b, s, a := sc.best[d], sc.sum[d], &sc.acc[d]
		a.score += b.score + float32(partShare)*(s.score-b.score)
		a.rank += b.rank + float32(partShare)*(s.rank-b.rank)
		sc.inWord[d] = false
	}
	sc.wordDocs = sc.wordDocs[:0]
}

// scoresAbove reports whether a skill holding a distinctive term, and not
// in skip, scores at least v.
func (sc *scratch) scoresAbove(v float64, skip map[int32]bool) bool {
	for _, d := range sc.docs {
		if a := &sc.acc[d]; !skip[d] && a.distinct && float64(a.score) >= v {
			return true
		}
	}
	return false
}

// covers reports whether a skill holding a distinctive term and scoring
// at least need holds n of the words of mask.
func (sc *scratch) covers(mask uint64, n int, need float64) bool {
	for _, d := range sc.docs {
		if a := &sc.acc[d]; a.distinct && float64(a.score) >= need && bits.OnesCount64(a.words&mask) >= n {
			return true
		}
	}
	return false
}

// scattered reports whether no skill holding a distinctive term holds
// query words carrying spreadShare of the reach of the known words
// (known), and none scores spreadReach times need: the words are the
// skills', but no skill holds much of them together.
func (sc *scratch) scattered(known uint64, st stats, need float64) bool {
	bar := spreadShare * maskReach(known, st)
	for _, d := range sc.docs {
		a := &sc.acc[d]
		if a.distinct && (float64(a.score) >= spreadReach*need || maskReach(a.words&known, st) >= bar) {
			return false
		}
	}
	return true
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
	// idf, rankIDF, distinct and df (document frequency) are per term;
	// reach and rankReach per query word: what a skill holding its rarest
	// term refFreq times adds to its score, and to its rank (each with its
	// own saturation). total and rankTotal are their sums.
	idf, rankIDF     []float64
	distinct         []bool
	df               []int
	reach, rankReach []float64
	total, rankTotal float64
}

// stats computes the stats of q. A term of one or two letters is not
// distinctive: it is a qualifier (the np, pl and nn of np.where, pl.col,
// nn.Linear), an abbreviation, or two letters of a garbage string, not
// the word that says what a query is about, unless the query calls it
// (the qr of qr(A)); nor is a number (see digits).
// A term's frequency across the
// skills is, for scores, its document frequency, but a sigil's is how many
// skills hold it outside their body: code examples use #= everywhere; few
// skills explain it. For ranks it is that of every term: a word nearly
// every skill mentions in passing (exception, in a Traps section) still
// tells apart the few whose title, names or keywords hold it.
func (ix *Index) stats(q query) stats {
	n := len(q.terms)
	st := stats{idf: make([]float64, n), rankIDF: make([]float64, n), distinct: make([]bool, n), df: make([]int, n), reach: make([]float64, q.words), rankReach: make([]float64, q.words)}
	idf := func(df int) float64 { return math.Log(1 + (float64(ix.n)-float64(df)+0.5)/(float64(df)+0.5)) }
	for i, t := range q.terms {
		df, topic := ix.df(t.term)
		st.df[i] = df
		st.distinct[i] = df > 0 && (topic <= 1 || float64(topic) <= commonShare*float64(ix.n)) &&
			(t.sigil || t.called || len(t.term) > 2) && !digits(t.term)
		if t.sigil {
			df = topic
		}
		st.idf[i], st.rankIDF[i] = idf(df), idf(topic)
		if !rankByTopic {
			st.rankIDF[i] = st.idf[i]
		}
		if t.word >= 0 && q.isRead(t) {
			st.idf[i] *= constructShare
			st.rankIDF[i] *= constructShare
		}
		if t.word >= 0 {
			st.reach[t.word] = max(st.reach[t.word], st.idf[i]*saturate(refFreq))
			st.rankReach[t.word] = max(st.rankReach[t.word], st.rankIDF[i]*saturateRank(refFreq))
		}
	}
	for w := range st.reach {
		st.total += st.reach[w]
		st.rankTotal += st.rankReach[w]
	}
	return st
}

// digits reports whether term t is all digits: a number, which a skill's
// example or a question's data may hold, never what a query is about
// (the 0000 of "0000 1111 2222").
func digits(t string) bool {
	return strings.Trim(t, "0123456789") == ""
}

// telling is the reach of the query's tellingWords words of most reach
// (all of them, in a shorter query): what a skill with evidence must
// reach a share of.
func (st *stats) telling() float64 {
	rs := slices.Clone(st.reach)
	slices.Sort(rs)
	sum := 0.0
	for _, r := range rs[max(0, len(rs)-tellingWords):] {
		sum += r
	}
	return sum
}

// df is how many skills hold term t, and topic how many hold it outside
// their body.
func (ix *Index) df(t string) (df, topic int) {
	for _, seg := range ix.segs {
		if i, ok := slices.BinarySearch(seg.Terms, t); ok {
			df += int(seg.Own[i])
			topic += int(seg.Topic[i])
		}
	}
	return df, topic
}

// holds sets held[w] for each word w of q the skills know. A plain word
// is known where some skill uses it as a word or a whole name, not only as
// a part of a longer name: the Kafka of KafkaAvroSerializer is still a
// word no skill uses. A name is known when some skill holds it whole or
// knows one of its parts (see knowsParts): ArrayList.removeIf, shm_open;
// not tmp_qwx_zlk_9917 for the tmp of tmp.fileSync.
func (ix *Index) holds(q query, held []bool) {
	q.eachWord(func(w int, terms []qterm) {
		whole := terms[len(terms)-1].term // a word's own term, or a name's whole
		var knowsWhole bool
		if len(terms) == 1 {
			knowsWhole = ix.known(whole) // a plain word: held as a word
		} else {
			knowsWhole = ix.holdsTerm(whole) // a name: held whole anywhere
		}
		held[w] = knowsWhole || ix.knowsParts(q.parts[w])
	})
}

// knowsParts reports whether the skills know a part of a name (see
// knowsPart). A plain word (one part of one word) is known only whole
// (see holds).
func (ix *Index) knowsParts(parts []namePart) bool {
	if len(parts) == 1 && len(parts[0].words)+parts[0].stops < 2 {
		return false
	}
	for _, p := range parts {
		if ix.knowsPart(p) {
			return true
		}
	}
	return false
}

// knowsPart reports whether the skills know one part of a name: its word,
// or, for a part of several words, its whole or half its words of three
// letters or more. A word of one or two letters says little of a name
// (the ij and mn of zq_xw_vb_pl_mn_qk_ij_0093): any example's variable
// may be one.
func (ix *Index) knowsPart(p namePart) bool {
	if len(p.words) == 1 && p.stops == 0 {
		return ix.known(p.words[0])
	}
	if ix.holdsTerm(p.whole) {
		return true
	}
	known, long := 0, 0
	for _, t := range p.words {
		if isSymbol(t) {
			continue
		}
		long++
		if ix.known(t) {
			known++
		}
	}
	return known > 0 && 2*(known+p.stops) >= long+p.stops
}

// known reports whether some segment of the index holds term t as a word,
// a whole name or a sigil, not only as a part of a longer name nor only in
// the questions a skill answers.
func (ix *Index) known(t string) bool {
	for _, seg := range ix.segs {
		if i, ok := slices.BinarySearch(seg.Terms, t); ok {
			if _, part := slices.BinarySearch(seg.PartOnly, uint32(i)); !part && seg.Own[i] > 0 {
				return true
			}
		}
	}
	return false
}

// holdsTerm reports whether any segment holds term t outside the
// questions its skills answer.
func (ix *Index) holdsTerm(t string) bool {
	for _, seg := range ix.segs {
		if seg.holds(t) {
			return true
		}
	}
	return false
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

// maskReach is the reach of the query words in mask (see stats).
func maskReach(mask uint64, st stats) float64 {
	r := 0.0
	for m := mask; m != 0; m &= m - 1 {
		w := bits.TrailingZeros64(m)
		if w < 63 {
			r += st.reach[w]
			continue
		}
		for _, x := range st.reach[63:] { // bit 63 stands for every word past it
			r += x
		}
	}
	return r
}
