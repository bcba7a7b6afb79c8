package cli

import (
	"slices"
	"strings"

	"github.com/agnivade/levenshtein"

	"github.com/cajeta-lang/skills/internal/match"
)

// maxSuggestions is how many close names a "did you mean" or "close:" hint
// offers at most.
const maxSuggestions = 5

// suggestLimit is the largest edit distance at which a candidate counts as
// close to a query of n bytes: 1 up to 5 bytes, then about a third.
func suggestLimit(n int) int {
	return max(1, n/3)
}

// suggestion is a candidate and its edit distance from the query.
type suggestion struct {
	name string
	dist int
}

// nearest returns the names of the suggestions at the smallest distance,
// shorter and then smaller names first, at most maxSuggestions of them.
func nearest(s []suggestion) []string {
	if len(s) == 0 {
		return nil
	}
	slices.SortFunc(s, func(a, b suggestion) int {
		if a.dist != b.dist {
			return a.dist - b.dist
		}
		if len(a.name) != len(b.name) {
			return len(a.name) - len(b.name)
		}
		return strings.Compare(a.name, b.name)
	})
	var out []string
	for _, x := range s {
		if x.dist != s[0].dist || len(out) == maxSuggestions {
			break
		}
		out = append(out, x.name)
	}
	return out
}

// closeWords returns the candidates within edit distance 1 of q (2 from 4
// bytes on, so that a swap of two letters is close, then about a third),
// the nearest first; a candidate q is a prefix of (q of 3 bytes or more)
// counts as close too, as one edit away. It is the "did you mean" of verbs
// and flags.
func closeWords(q string, candidates []string) []string {
	var s []suggestion
	for _, c := range candidates {
		d := levenshtein.ComputeDistance(q, c)
		if d > 1 && len(q) >= 3 && strings.HasPrefix(c, q) {
			d = 1
		}
		limit := suggestLimit(len(q))
		if len(q) >= 4 {
			limit = max(2, limit)
		}
		if d <= limit {
			s = append(s, suggestion{c, d})
		}
	}
	return nearest(s)
}

// closeScopes returns the scopes close to q among the bound names and their
// ancestors: a scope is as far from q as the smaller of its edit distance
// from q and that of its last segments, as many as q has, so that "io"
// finds cajeta/io and cajeta.io, and "cajeta/langauge" cajeta/language.
func closeScopes(q string, bound []string) []string {
	scopes := map[string]bool{}
	for _, n := range bound {
		for ok := true; ok && !scopes[n]; n, ok = match.Parent(n) {
			scopes[n] = true
		}
	}
	k := len(match.Segments(q))
	var s []suggestion
	for sc := range scopes {
		d := levenshtein.ComputeDistance(q, sc)
		if t := lastSegments(sc, k); t != sc {
			d = min(d, levenshtein.ComputeDistance(q, t))
		}
		if d <= suggestLimit(len(q)) {
			s = append(s, suggestion{sc, d})
		}
	}
	return nearest(s)
}

// lastSegments returns the trailing part of name that holds its last k
// segments (all of name when it has k segments or fewer).
func lastSegments(name string, k int) string {
	i := len(name)
	for ; k > 0; k-- {
		j := strings.LastIndexAny(name[:i], "/.")
		if j < 0 {
			return name
		}
		i = j
	}
	return name[i+1:]
}
