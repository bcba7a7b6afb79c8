package match

import "strings"

// TitleDistance matches a query against a skill title, case-insensitively.
// With as many whitespace-separated tokens on both sides the distance is the
// sum of the token distances; otherwise it is the distance of the whole
// strings. The match holds within max(1, len(title)/5).
func TitleDistance(query, title string) (dist int, ok bool) {
	q, t := strings.ToLower(query), strings.ToLower(title)
	allow := max(1, len(t)/5)
	qt, tt := strings.Fields(q), strings.Fields(t)
	if len(qt) == len(tt) && len(qt) > 0 {
		for i := range qt {
			dist += OSA(qt[i], tt[i])
			if dist > allow {
				return 0, false
			}
		}
		return dist, true
	}
	if d := len(q) - len(t); d > allow || -d > allow {
		return 0, false
	}
	dist = OSA(q, t)
	return dist, dist <= allow
}
