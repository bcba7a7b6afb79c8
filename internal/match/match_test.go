package match

import (
	"testing"
)

func TestOSA(t *testing.T) {
	for _, tt := range []struct {
		a, b string
		want int
	}{
		{"", "", 0},
		{"", "abc", 3},
		{"abc", "", 3},
		{"file", "file", 0},
		{"file", "flie", 1}, // adjacent transposition costs 1
		{"ca", "abc", 3},    // OSA, unlike full Damerau-Levenshtein (2), edits no substring twice
		{"kitten", "sitting", 3},
		{"ownership", "ownrship", 1},
		{"language", "langauge", 1},
		{"File", "file", 1}, // bytes, case-sensitive
		{"abcdefghijklmnopqrstuvwxyz0123456789abcdefghijklmnopqrstuvwxyz0123456789", "bacdefghijklmnopqrstuvwxyz0123456789abcdefghijklmnopqrstuvwxyz012345678", 2},
	} {
		if got := OSA(tt.a, tt.b); got != tt.want {
			t.Errorf("OSA(%q, %q) = %d, want %d", tt.a, tt.b, got, tt.want)
		}
		if got := OSA(tt.b, tt.a); got != tt.want {
			t.Errorf("OSA(%q, %q) = %d, want %d (symmetry)", tt.b, tt.a, got, tt.want)
		}
	}
}

func TestAllowance(t *testing.T) {
	for n, want := range map[int]int{0: 0, 1: 0, 2: 0, 3: 1, 5: 1, 6: 2, 9: 2, 10: 2, 12: 3, 16: 4, 40: 10} {
		if got := Allowance(n); got != want {
			t.Errorf("Allowance(%d) = %d, want %d", n, got, want)
		}
	}
}

func TestNameDistance(t *testing.T) {
	for _, tt := range []struct {
		query, key string
		dist       int
		suffix, ok bool
	}{
		{"cajeta/io", "cajeta/io", 0, false, true},
		{"cajeta.io", "cajeta/io", 0, false, true},  // separators are not compared
		{"cajeta/oi", "cajeta/io", 0, false, false}, // 2-byte segments allow nothing
		{"cajeta/langauge/ownership", "cajeta/language/ownership", 1, false, true},
		{"cajeta/lnguage/ownrship", "cajeta/language/ownership", 2, false, true}, // per segment, summed
		{"cajeta/language/ownrshp", "cajeta/language/ownership", 2, false, true}, // 2 is the allowance of 9 bytes
		{"cajeta/language/onrshp", "cajeta/language/ownership", 0, false, false}, // 3 is not
		{"ArrayList", "cajeta/collection/ArrayList", 0, true, true},
		{"File.open", "cajeta/io/file/File.open", 0, true, true},
		{"File.opne", "cajeta/io/file/File.open", 1, true, true},
		{"cajeta/io/file/File.open", "cajeta/io", 0, false, false}, // more query segments than key
		{"", "cajeta", 0, false, false},
		{"arraylist", "cajeta/collection/ArrayList", 2, true, true}, // case counts
	} {
		dist, suffix, ok := NameDistance(Segments(tt.query), Segments(tt.key))
		if dist != tt.dist || suffix != tt.suffix || ok != tt.ok {
			t.Errorf("NameDistance(%q, %q) = %d, %v, %v; want %d, %v, %v", tt.query, tt.key, dist, suffix, ok, tt.dist, tt.suffix, tt.ok)
		}
	}
}

func TestTitleDistance(t *testing.T) {
	for _, tt := range []struct {
		query, title string
		dist         int
		ok           bool
	}{
		{"opening files", "Opening files", 0, true},
		{"opening flies", "Opening files", 1, true},
		{"Opneing fiels", "Opening files", 2, true}, // 2 <= 13/5
		{"opening", "Opening files", 0, false},      // token counts differ: whole string, 6 > 2
		{"openingfiles", "Opening files", 1, true},  // whole string
		{"x", "Io", 2, false},
		{"xo", "Io", 1, true}, // allowance is at least 1
	} {
		dist, ok := TitleDistance(NewTitle(tt.query), NewTitle(tt.title))
		if ok != tt.ok || (ok && dist != tt.dist) {
			t.Errorf("TitleDistance(%q, %q) = %d, %v; want %d, %v", tt.query, tt.title, dist, ok, tt.dist, tt.ok)
		}
	}
}

func TestHierarchy(t *testing.T) {
	for _, tt := range []struct {
		name, ancestor string
		want           bool
	}{
		{"cajeta/io/file", "cajeta/io", true},
		{"cajeta/io.x", "cajeta/io", true},
		{"cajeta/iox", "cajeta/io", false},
		{"cajeta/io", "cajeta/io", false},
	} {
		if got := IsDescendant(tt.name, tt.ancestor); got != tt.want {
			t.Errorf("IsDescendant(%q, %q) = %v", tt.name, tt.ancestor, got)
		}
	}
	if p, ok := Parent("cajeta/io/file/File.open"); p != "cajeta/io/file/File" || !ok {
		t.Errorf("Parent = %q, %v", p, ok)
	}
	if _, ok := Parent("cajeta"); ok {
		t.Errorf("Parent(cajeta) has a parent")
	}
}

// TestWithin: the bounded distance agrees with OSA wherever OSA is within
// the limit, and says no otherwise.
func TestWithin(t *testing.T) {
	words := []string{"", "a", "ab", "ba", "abc", "acb", "file", "flie", "open", "opne", "ownership", "ownrshp", "kitten", "sitting", "ca", "abc", "cajeta", "vendor042"}
	for _, a := range words {
		for _, b := range words {
			full := OSA(a, b)
			for limit := 0; limit <= 4; limit++ {
				d, ok := Within(a, b, limit)
				if ok != (full <= limit) || (ok && d != full) {
					t.Errorf("Within(%q, %q, %d) = %d, %v; OSA = %d", a, b, limit, d, ok, full)
				}
			}
		}
	}
}
