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
	API  []string
	Body string
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
	seg := &Segment{URIs: make([]string, len(sources))}
	c := stems{}
	type counts struct {
		terms map[string]*[numFields]uint32
		len   [numFields]uint32
	}
	all := make([]counts, len(sources))
	var total [numFields]float64
	var buf []string
	for i, src := range sources {
		if stop != nil && i%stopEvery == 0 && stop() {
			return nil
		}
		seg.URIs[i] = src.URI
		cs := counts{terms: map[string]*[numFields]uint32{}}
		add := func(f Field, s string) {
			scan(s, func(tok token) {
				buf = c.terms(buf[:0], tok)
				errs := !tok.sigil && f != Names && f != API && errorLike(tok.text)
				for _, t := range buf {
					n := cs.terms[t]
					if n == nil {
						n = new([numFields]uint32)
						cs.terms[t] = n
					}
					n[f]++
					cs.len[f]++
					if errs {
						n[Errors]++
						cs.len[Errors]++
					}
				}
			})
		}
		// A title or keyword is also a term as a whole, so that a query
		// holding it finds the skill that lists it above one that holds its
		// words apart (dict, not state_dict; list a directory).
		phrase := func(f Field, s string) {
			if words := c.phrase(s, true); len(words) > 0 && len(words) <= maxPhrase {
				t := phraseTerm(words)
				n := cs.terms[t]
				if n == nil {
					n = new([numFields]uint32)
					cs.terms[t] = n
				}
				n[f]++
				cs.len[f]++
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
		}
		add(Description, src.Description)
		for _, m := range src.API {
			add(API, m)
		}
		add(Body, src.Body)
		for f, l := range cs.len {
			total[f] += float64(l)
		}
		all[i] = cs
	}
	var avg [numFields]float64
	for f := range avg {
		avg[f] = 1
		if total[f] > 0 {
			avg[f] = total[f] / float64(len(sources))
		}
	}
	postings := map[string][][2]uint32{}
	topic := map[string]uint32{}
	for i, cs := range all {
		for t, n := range cs.terms {
			if n[Body] < sum(n[:]) {
				topic[t]++
			}
			var tf float64
			for f, k := range n {
				if k == 0 {
					continue
				}
				p := fieldParams[f]
				tf += p.weight * float64(k) / (1 - p.b + p.b*float64(cs.len[f])/avg[f])
			}
			q := uint32(min(math.Round(tf*FreqScale), math.MaxUint16))
			postings[t] = append(postings[t], [2]uint32{uint32(i), max(q, 1)})
		}
	}
	seg.Terms = make([]string, 0, len(postings))
	for t := range postings {
		seg.Terms = append(seg.Terms, t)
	}
	sort.Strings(seg.Terms)
	seg.Start = make([]uint32, 1, len(seg.Terms)+1)
	seg.Topic = make([]uint32, len(seg.Terms))
	for i, t := range seg.Terms {
		seg.Topic[i] = topic[t]
		for _, p := range postings[t] { // ascending: sources were visited in order
			seg.Docs = append(seg.Docs, p[0])
			seg.Freq = append(seg.Freq, uint16(p[1]))
		}
		seg.Start = append(seg.Start, uint32(len(seg.Docs)))
	}
	return seg
}

func sum(xs []uint32) uint32 {
	var n uint32
	for _, x := range xs {
		n += x
	}
	return n
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
