package search

// SearchAll searches as Search does, but scores every name and title key
// instead of the candidates the index offers: the reference the candidate
// stages must agree with.
func (ix *Index) SearchAll(q Query) []Result {
	return ix.search(q, candidateFuncs{ix.names.allKeys, ix.titles.allTitles})
}

// How returns the ranking details of r, for tests that compare results.
func (r Result) How() (suffix, folded, title, words bool, rank int) {
	return r.how.suffix, r.how.folded, r.how.title, r.how.words, r.how.rank
}

// TextStage runs the text stage alone on q over every doc, without the
// name stages, and returns how many skills it found.
func (ix *Index) TextStage(q string) int {
	return len(ix.text.index().Search(q, MaxRelated, func(int32) bool { return true }, nil))
}
