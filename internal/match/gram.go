package match

import "strings"

// Grams appends to dst the prefilter grams of s: its lowercase trigrams (a
// string under 3 bytes is its own single gram), plus every segment under
// 3 bytes as a gram of its own, so that a short suffix query such as "io"
// still meets the keys that end in that segment. Grams may repeat.
func Grams(dst []string, s string) []string {
	s = strings.ToLower(s)
	if len(s) < 3 {
		return append(dst, s)
	}
	for i := 0; i+3 <= len(s); i++ {
		dst = append(dst, s[i:i+3])
	}
	start := 0
	for i := 0; i <= len(s); i++ {
		if i == len(s) || IsSeparator(s[i]) {
			if n := i - start; n > 0 && n < 3 {
				dst = append(dst, s[start:i])
			}
			start = i + 1
		}
	}
	return dst
}
