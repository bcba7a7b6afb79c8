package search

import (
	"slices"
	"strings"

	"github.com/cajeta-lang/skills/internal/match"
	"github.com/cajeta-lang/skills/internal/text"
)

// Doc is one skill as the index knows it.
type Doc struct {
	URI         string
	Title       string
	Description string
	// Names are the canonical names bound to the skill, sorted and unique.
	Names []string
	// Keywords are the skill's keywords (SPEC 4.2), for the text stage.
	Keywords []string
	// Archive is the ordinal of the skill's archive in its context; a
	// query's Keep says which archives it sees.
	Archive int
}

// Index is the search index of a discovery context: its skills, the names
// bound to them, their titles, and their text.
type Index struct {
	docs   []Doc
	names  nameIndex
	titles titleIndex
	text   textIndex
}

// Build indexes docs. Segments are text indexes made beforehand for some
// of the docs (the embedded corpus's, made when its index is generated),
// by URI; the text of every other doc (title, description, names and
// keywords) is indexed the first time a query needs the text stage.
func Build(docs []Doc, segments ...*text.Segment) *Index {
	ix := &Index{docs: docs}
	// The two indexes share nothing: build them on two CPUs.
	done := make(chan struct{})
	go func() {
		ix.titles = newTitleIndex(docs)
		close(done)
	}()
	ix.names = newNameIndex(docs)
	<-done
	ix.text = textIndex{pre: segments, docs: docs}
	return ix
}

// Bound calls f for each doc bound to name or, when below is true, to a
// name below it, in name order.
func (ix *Index) Bound(name string, below bool, f func(d *Doc)) {
	k, found := ix.names.find(name)
	if found {
		for _, d := range ix.names.bound.at(k) {
			f(&ix.docs[d])
		}
	}
	if below {
		ix.names.below(name, func(k int32) {
			for _, d := range ix.names.bound.at(k) {
				f(&ix.docs[d])
			}
		})
	}
}

// WarmText builds the text index now, if the first query that needs it has
// not: a server calls it in the background after load, so that the first
// phrase query on a large project does not wait for it.
func (ix *Index) WarmText() { ix.text.index() }

// Close tells a build of the text index in progress to give up: the index
// is no longer wanted (a reload replaced it). A query that still reaches
// the text stage then ranks only the text indexed beforehand.
func (ix *Index) Close() { ix.text.stop.Store(true) }

// Docs returns every doc of the index, in the order given to Build.
func (ix *Index) Docs() []Doc { return ix.docs }

// sortedUnique sorts ids and drops repeats.
func sortedUnique(ids []int32) []int32 {
	slices.Sort(ids)
	return slices.Compact(ids)
}

// hasUpper reports whether s holds an ASCII capital.
func hasUpper(s string) bool {
	for i := 0; i < len(s); i++ {
		if 'A' <= s[i] && s[i] <= 'Z' {
			return true
		}
	}
	return false
}

// lowerAll lowercases each of segs, allocating only when one changes.
func lowerAll(segs []string) []string {
	for i, s := range segs {
		if hasUpper(s) {
			out := slices.Clone(segs)
			for j := i; j < len(out); j++ {
				out[j] = strings.ToLower(out[j])
			}
			return out
		}
	}
	return segs
}

// scored reports whether s is short enough to be scored by distance.
func scored(s string) bool { return len(s) <= match.MaxScored }
