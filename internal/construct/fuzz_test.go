package construct

import (
	"slices"
	"strings"
	"testing"
)

// FuzzWords reads the constructs of text of any bytes, as queries bring:
// it may not panic, and what it returns is the words of constructs whose
// key and pattern are both in the text, each word once, from at most
// maxConstructs of them.
func FuzzWords(f *testing.F) {
	for _, s := range []string{
		`$"{a} and {b}"`, "x as? Circle", "{ x -> x * 2 }", "/// doc", "let n = 5i64;",
		"\xff$\"{\x00}\"", "", "how do I read a file?",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got := Words(s)
		var allowed []string
		n := 0
		for _, c := range constructs() {
			if strings.Contains(s, c.key) && c.pattern().MatchString(s) {
				n++
				allowed = append(allowed, strings.Fields(c.words)...)
			}
		}
		if n == 0 && len(got) > 0 {
			t.Fatalf("Words(%q) = %q, but no construct matches", s, got)
		}
		for i, w := range got {
			if !slices.Contains(allowed, w) {
				t.Fatalf("Words(%q) holds %q, no matching construct's word", s, w)
			}
			if slices.Contains(got[:i], w) {
				t.Fatalf("Words(%q) holds %q twice", s, w)
			}
		}
	})
}
