package match

import "strings"

// Title is a string prepared for case-insensitive title matching: lowercase,
// and split into its whitespace-separated tokens.
type Title struct {
	Lower  string
	Tokens []string
}

// NewTitle prepares s for TitleDistance.
func NewTitle(s string) Title {
	lower := strings.ToLower(s)
	return Title{Lower: lower, Tokens: strings.Fields(lower)}
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
