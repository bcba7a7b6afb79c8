package match

import "strings"

// Title is a string prepared for case-insensitive title matching: its
// whitespace-separated tokens, lowercase, and Lower, the tokens joined by
// single spaces.
type Title struct {
	Lower  string
	Tokens []string
}

// NewTitle prepares s for TitleDistance and TitleWords.
func NewTitle(s string) Title {
	tokens := strings.Fields(strings.ToLower(s))
	return Title{Lower: strings.Join(tokens, " "), Tokens: tokens}
}

// TitleDistance matches a query against a skill title, case-insensitively.
// With as many tokens on both sides the distance is the sum of the token
// distances; otherwise it is the distance of the whole strings. The match
// holds within max(1, len(title)/5).
func TitleDistance(query, title Title) (dist int, ok bool) {
	allow := max(1, len(title.Lower)/5)
	if len(query.Tokens) == len(title.Tokens) && len(query.Tokens) > 0 {
		for i, q := range query.Tokens {
			d, ok := Within(q, title.Tokens[i], allow-dist)
			if !ok {
				return 0, false
			}
			dist += d
		}
		return dist, true
	}
	if d := len(query.Lower) - len(title.Lower); d > allow || -d > allow {
		return 0, false
	}
	return Within(query.Lower, title.Lower, allow)
}

// TitleWords matches a query of at least two tokens against the words of a
// title: each query token must match a distinct title token, in order,
// within that title token's Allowance. The distance is the least sum over
// such pairings. ok is false when there is none.
func TitleWords(query, title Title) (dist int, ok bool) {
	m, n := len(query.Tokens), len(title.Tokens)
	if m < 2 || m > n {
		return 0, false
	}
	// best[j] is the least sum pairing the query tokens so far with title
	// tokens before j; unreachable is above every real sum.
	unreachable := 1 << 30
	best := make([]int, n+1)
	next := make([]int, n+1)
	for i, q := range query.Tokens {
		next[0] = unreachable
		for j := 1; j <= n; j++ {
			next[j] = next[j-1]
			from := 0
			if i > 0 {
				from = best[j-1]
			}
			if from == unreachable {
				continue
			}
			t := title.Tokens[j-1]
			if d, ok := Within(q, t, Allowance(len(t))); ok {
				next[j] = min(next[j], from+d)
			}
		}
		best, next = next, best
	}
	if best[n] == unreachable {
		return 0, false
	}
	return best[n], true
}
