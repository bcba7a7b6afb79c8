package search

import (
	"slices"
	"sync"
	"sync/atomic"

	"github.com/cajeta-lang/skills/internal/match"
	"github.com/cajeta-lang/skills/internal/text"
)

// MaxRelated is how many skills the text stage returns at most.
const MaxRelated = 5

// What the text stage takes from one skill of a lockfile archive, and from
// one archive, at most: an archive is a stranger's file, and its text is
// indexed in the server's background (SPEC 7: work bounded by input, the
// limit checked before the work). Past its archive's budget a skill's text
// is not indexed; its names still are, by the name stages.
const (
	maxTitle       = 512
	maxDescription = 4 << 10
	maxKeywords    = 64
	maxKeyword     = 128
	maxTextNames   = 64
	archiveText    = 1 << 20
)

// related adds the text stage's results: up to MaxRelated skills not found
// otherwise, with evidence (see text.Index.Search), tier related,
// matchedName the skill's first bound name, distance the number of query
// words the skill lacks. A name inside the query (ArrayList, File.open)
// goes through the name stages too, and what they find for it ranks first.
func (s *searcher) related(query string, cands func(nameQuery, func(int32))) {
	seen := s.out.best
	found := map[int32]bool{}
	for _, name := range text.NameLike(query) {
		s.named(name, cands, found)
	}
	hits := s.ix.text.index().Search(query, MaxRelated, func(d int32) bool {
		_, ok := seen[s.ix.docs[d].URI]
		return s.kept(d) && !ok
	}, found)
	for rank, h := range hits {
		s.add(h.Doc, Result{Distance: h.Lacks, MatchedName: s.ix.docs[h.Doc].Names[0], Tier: TierRelated, how: how{rank: rank, named: h.Named}})
	}
}

// named adds to found the skills a name inside a phrase leads to: those
// bound to a name it matches exactly (case-folded), or else to what its
// nearest prefix that matches so names (ArrayList.removeIf: ArrayList),
// or to that name's nearest ancestor with skills. A root name (cajeta, as
// in "cajeta.json") names too much to count.
func (s *searcher) named(name string, cands func(nameQuery, func(int32)), found map[int32]bool) {
	names := &s.ix.names
	for _, prefix := range append([]string{name}, names.prefixes(name)...) {
		q := newNameQuery(prefix)
		any := false
		for _, m := range names.match(q, false, cands) {
			if names.foldedDistance(q, m) != 0 || isRoot(names.keys[m.key]) {
				continue
			}
			any = true
			for n, ok := names.keys[m.key], true; ok && !isRoot(n); n, ok = match.Parent(n) {
				if k, bound := names.find(n); bound && slices.ContainsFunc(names.bound.at(k), s.kept) {
					for _, d := range names.bound.at(k) {
						found[d] = found[d] || s.kept(d)
					}
					break
				}
			}
		}
		if any {
			return
		}
	}
}

// textIndex is the text stage's index: segments made beforehand for some
// docs (the embedded corpus's, with bodies and API members), and the
// segment of every other doc (title, description, names and keywords),
// made once, when first needed.
type textIndex struct {
	pre  []*text.Segment
	docs []Doc
	once sync.Once
	ix   *text.Index
	// stop, once set, makes a build in progress give up: its index is no
	// longer wanted (see Index.Close).
	stop atomic.Bool
}

// index returns the text index, making it on first use.
func (t *textIndex) index() *text.Index {
	t.once.Do(func() {
		byURI := make(map[string]int32, len(t.docs))
		for i, d := range t.docs {
			byURI[d.URI] = int32(i)
		}
		covered := map[string]bool{}
		for _, s := range t.pre {
			for _, u := range s.URIs {
				covered[u] = true
			}
		}
		rest := make([]text.Source, 0, len(t.docs))
		spent := map[int]int{}
		for i, d := range t.docs {
			if i%1024 == 0 && t.stop.Load() {
				break
			}
			if covered[d.URI] {
				continue
			}
			src := textSource(d)
			n := len(src.Title) + len(src.Description)
			for _, k := range src.Keywords {
				n += len(k)
			}
			for _, name := range src.Names {
				n += len(name)
			}
			if spent[d.Archive]+n > archiveText {
				continue
			}
			spent[d.Archive] += n
			rest = append(rest, src)
		}
		segs := slices.Clone(t.pre)
		if seg := text.Build(rest, t.stop.Load); seg != nil {
			segs = append(segs, seg)
		}
		t.ix = text.NewIndex(segs, func(u string) (int32, bool) {
			d, ok := byURI[u]
			return d, ok
		})
	})
	return t.ix
}

// textSource is what the text stage indexes of a doc that no segment made
// beforehand covers, within the limits on one skill.
func textSource(d Doc) text.Source {
	src := text.Source{URI: d.URI, Title: clip(d.Title, maxTitle), Description: clip(d.Description, maxDescription),
		Names: d.Names[:min(len(d.Names), maxTextNames)]}
	for _, k := range d.Keywords[:min(len(d.Keywords), maxKeywords)] {
		src.Keywords = append(src.Keywords, clip(k, maxKeyword))
	}
	return src
}

// clip returns s cut to at most n bytes.
func clip(s string, n int) string { return s[:min(len(s), n)] }
