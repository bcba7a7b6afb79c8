package text

import (
	"math"
	"slices"
	"sort"
)

// Source is the text of one skill to index.
type Source struct {
	URI         string
	Title       string
	Description string
	Names       []string
	Keywords    []string
	// API are the names of the public members of the classes bound to
	// the skill.
	API []string
	// Asked are questions agents ask that the skill answers.
	Asked []string
	Body  string
}

// Segment is the text index of some skills. Its fields are exported so
// that an index made beforehand can be written out as Go source.
type Segment struct {
	// URIs are the skills, by ordinal.
	URIs []string
	// Terms are sorted; the postings of Terms[i] are Docs and Freq from
	// Start[i] to Start[i+1]: the skills holding it, ascending, and its
	// BM25F pseudo-frequency in each (the field-weighted, length-normalised
	// count of it), in units of 1/FreqScale.
	Terms []string
	Start []uint32
	Docs  []uint32
	Freq  []uint16
	// Topic counts, per term, the skills that hold it outside their body:
	// the skills it is a topic of, not only a word of.
	Topic []uint32
	// Own counts, per term, the skills that hold it outside the questions
	// they answer (Asked): its document frequency. Questions are other
	// people's words, many to a skill; they do not make a word common. A
	// term no skill owns is held only in questions: a word or name of one
	// question agents asked is not one the skills know (see Index.known),
	// and a name only they hold is still read through the lexicon.
	Own []uint32
	// Flat is, beside each of Freq, the term's plain BM25 pseudo-frequency
	// over the skill's whole file (title, names, keywords, description
	// and body alike, length-normalised by flatB): what a full-text
	// engine over the skill files would count. It is nil when the sources
	// have no bodies (a lockfile archive's): their Freq stands in.
	Flat []uint16
	// PartOnly are the places in Terms, ascending, of the terms these
	// skills hold only as a part of a longer name: the kafka of
	// KafkaAvroSerializer, the tmp of tmp.fileSync. The skills know the
	// name, not the word (see Index.known).
	PartOnly []uint32
}

// stopEvery is how many sources Build indexes between two asks of stop.
const stopEvery = 256

// FreqScale is the unit of a stored pseudo-frequency: 1/FreqScale.
const FreqScale = 64

// Build indexes sources. Each skill's terms are counted per field and
// folded into one pseudo-frequency per term: the sum over fields of the
// field's weight times the count, divided by the field's length relative
// to its mean over the sources (weighed by the field's b). When stop is
// not nil, Build asks it every stopEvery sources and gives up, returning
// nil, once it says the index is no longer wanted.
func Build(sources []Source, stop func() bool) *Segment {
	b := builder{c: stems{}, ids: map[string]uint32{}, row: map[uint32]int{}}
	lens := make([][numFields]uint32, len(sources))
	var total [numFields]float64
	for i, src := range sources {
		if stop != nil && i%stopEvery == 0 && stop() {
			return nil
		}
		b.source(src)
		lens[i] = b.len
		for f, l := range b.len {
			total[f] += float64(l)
		}
		for _, r := range b.row {
			b.entries.at(r).doc = uint32(i)
		}
		clear(b.row)
		b.len = [numFields]uint32{}
	}
	var avg [numFields]float64
	for f := range avg {
		avg[f] = 1
		if total[f] > 0 {
			avg[f] = total[f] / float64(len(sources))
		}
	}
	// The terms in byte order, and each one's place in it.
	seg := &Segment{URIs: make([]string, len(sources))}
	for i, src := range sources {
		seg.URIs[i] = src.URI
	}
	order := make([]uint32, len(b.terms))
	for i := range order {
		order[i] = uint32(i)
	}
	sort.Slice(order, func(i, j int) bool { return b.terms[order[i]] < b.terms[order[j]] })
	place := make([]uint32, len(order))
	seg.Terms = make([]string, len(order))
	for pos, id := range order {
		place[id] = uint32(pos)
		seg.Terms[pos] = b.terms[id]
		if !b.whole[id] {
			seg.PartOnly = append(seg.PartOnly, uint32(pos))
		}
	}
	// Postings, counted per term, then filled in source order, so that
	// each term's are ascending.
	seg.Start = make([]uint32, len(order)+1)
	seg.Topic = make([]uint32, len(order))
	seg.Own = make([]uint32, len(order))
	b.entries.each(func(e *entry) {
		seg.Start[place[e.term]+1]++
		if e.counts[Body]+e.counts[Asked] < e.sum() {
			seg.Topic[place[e.term]]++
		}
		if e.counts[Asked] < e.sum() {
			seg.Own[place[e.term]]++
		}
	})
	for i := 1; i < len(seg.Start); i++ {
		seg.Start[i] += seg.Start[i-1]
	}
	seg.Docs = make([]uint32, b.entries.n)
	seg.Freq = make([]uint16, b.entries.n)
	avgFlat := 0.0 // the mean length of a whole file
	if total[Body] > 0 {
		seg.Flat = make([]uint16, b.entries.n)
		for _, f := range flatFields {
			avgFlat += total[f]
		}
		avgFlat /= float64(len(sources))
	}
	next := slices.Clone(seg.Start[:len(order)])
	b.entries.each(func(e *entry) {
		var tf float64
		for f, k := range e.counts {
			if k == 0 {
				continue
			}
			p := fieldParams[f]
			tf += p.weight * float64(k) / (1 - p.b + p.b*float64(lens[e.doc][f])/avg[f])
		}
		at := next[place[e.term]]
		next[place[e.term]]++
		seg.Docs[at] = e.doc
		seg.Freq[at] = scaled(tf)
		if seg.Flat != nil {
			var k, n float64
			for _, f := range flatFields {
				k += float64(e.counts[f])
				n += float64(lens[e.doc][f])
			}
			seg.Flat[at] = scaled(k / (1 - flatB + flatB*n/avgFlat))
		}
	})
	return seg
}

// flatFields are the fields of a skill's file, as a full-text engine over
// the files reads them, and the questions the skill answers: not the API
// members (which come from elsewhere) nor the Errors field (the body's
// error codes once more).
var flatFields = [...]Field{Title, Names, Keywords, Description, Asked, Body}

// scaled is a pseudo-frequency in units of 1/FreqScale, at least one.
func scaled(tf float64) uint16 {
	return uint16(max(min(math.Round(tf*FreqScale), math.MaxUint16), 1))
}

// builder gathers the terms of the sources Build indexes: one entry per
// term and source, with its count in each field.
type builder struct {
	c stems
	// ids numbers each distinct term, terms by number; whole is set for
	// a term met as a word, a whole name or a sigil, not only as a part
	// of a longer name.
	ids   map[string]uint32
	terms []string
	whole []bool
	// row is the entry of each term of the source being read, and len its
	// terms per field.
	row     map[uint32]int
	len     [numFields]uint32
	entries entries
	buf     []string
}

// entries are held in blocks, so that a growing build never copies them.
type entries struct {
	blocks [][]entry
	n      int
}

// entriesBlock is how many entries a block holds.
const entriesBlock = 1 << 13

// add appends e and returns its number.
func (es *entries) add(e entry) int {
	if es.n%entriesBlock == 0 {
		es.blocks = append(es.blocks, make([]entry, 0, entriesBlock))
	}
	last := &es.blocks[len(es.blocks)-1]
	*last = append(*last, e)
	es.n++
	return es.n - 1
}

// at returns entry number i.
func (es *entries) at(i int) *entry { return &es.blocks[i/entriesBlock][i%entriesBlock] }

// each calls f for every entry, in the order added.
func (es *entries) each(f func(*entry)) {
	for _, b := range es.blocks {
		for i := range b {
			f(&b[i])
		}
	}
}

// entry is the count of one term in each field of one source.
type entry struct {
	term, doc uint32
	counts    [numFields]uint16
}

func (e *entry) sum() uint16 {
	var n uint16
	for _, k := range e.counts {
		n += k
	}
	return n
}

// count counts term t once in field f of the source being read; part
// says that t was met only as a part of a longer name.
func (b *builder) count(f Field, t string, part bool) {
	id, ok := b.ids[t]
	if !ok {
		id = uint32(len(b.terms))
		b.ids[t] = id
		b.terms = append(b.terms, t)
		b.whole = append(b.whole, false)
	}
	b.whole[id] = b.whole[id] || !part
	r, ok := b.row[id]
	if !ok {
		r = b.entries.add(entry{term: id})
		b.row[id] = r
	}
	if n := &b.entries.at(r).counts[f]; *n < math.MaxUint16 {
		*n++
	}
	b.len[f]++
}

// fieldLayout is how field f is written: its keywords and the questions
// it answers are an agent's words listed, the rest is a skill's prose.
func fieldLayout(f Field) layout {
	if f == Keywords || f == Asked {
		return listed
	}
	return prose
}

// source reads the fields of src.
func (b *builder) source(src Source) {
	add := func(f Field, s string) {
		scan(s, fieldLayout(f), func(tok token) {
			b.buf = b.c.terms(b.buf[:0], tok)
			errs := !tok.sigil && f != Names && f != API && f != Asked && errorLike(tok.text)
			// The words of another library's name joined as code in a
			// keyword (Hashtbl.replace, Mutex.protect) say little about a
			// question that uses them as plain words: they weigh as an API
			// member's, and at the keyword's weight only as code parts,
			// which a query's code words meet (see codePart). An error
			// code's words (CAJETA_ERROR_TRANSFER_REQUIRED) say what went
			// wrong, and stay keyword words.
			codeParts := f == Keywords && hasCodeParts(tok.text)
			for i, t := range b.buf {
				part := i < len(b.buf)-1 // a name's whole comes last
				if part && codeParts {
					b.count(API, t, true)
					b.count(Keywords, codePart(t), true)
				} else {
					b.count(f, t, part)
				}
				if errs {
					b.count(Errors, t, part)
				}
			}
		})
	}
	// A title or keyword is also a term as a whole, so that a query
	// holding it finds the skill that lists it above one that holds its
	// words apart (dict, not state_dict; list a directory).
	phrase := func(f Field, s string) {
		if words := b.c.phrase(s, fieldLayout(f), true); len(words) > 0 && len(words) <= maxPhrase {
			b.count(f, phraseTerm(words), false)
		}
	}
	add(Title, src.Title)
	phrase(Title, src.Title)
	for _, n := range src.Names {
		add(Names, n)
	}
	for _, k := range src.Keywords {
		add(Keywords, k)
		phrase(Keywords, k)
		// A keyword of symbols only (??=, &.) is a term as a query of
		// symbols only reads it.
		if symbolsOnly(k) {
			eachUnreadRow(k, func(row string) { b.count(Keywords, row, false) })
		}
	}
	add(Description, src.Description)
	for _, m := range src.API {
		add(API, m)
	}
	for _, q := range src.Asked {
		add(Asked, q)
	}
	add(Body, src.Body)
}

// postings returns the range of t's postings.
func (seg *Segment) postings(t string) (lo, hi uint32, ok bool) {
	i, found := slices.BinarySearch(seg.Terms, t)
	if !found {
		return 0, 0, false
	}
	return seg.Start[i], seg.Start[i+1], true
}

// has reports whether some skill of seg holds term t.
func (seg *Segment) has(t string) bool {
	_, found := slices.BinarySearch(seg.Terms, t)
	return found
}

// ownPostings returns the range of t's postings when some skill of seg
// holds t outside the questions it answers (see Own).
func (seg *Segment) ownPostings(t string) (lo, hi uint32, ok bool) {
	i, found := slices.BinarySearch(seg.Terms, t)
	if !found || seg.Own[i] == 0 {
		return 0, 0, false
	}
	return seg.Start[i], seg.Start[i+1], true
}

// holds reports whether some skill of seg holds term t outside the
// questions it answers (see Own).
func (seg *Segment) holds(t string) bool {
	_, _, ok := seg.ownPostings(t)
	return ok
}

// flat is the plain pseudo-frequency of posting p (see Segment.Flat).
func (seg *Segment) flat(p uint32) uint16 {
	if seg.Flat == nil {
		return seg.Freq[p]
	}
	return seg.Flat[p]
}
