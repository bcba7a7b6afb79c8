package match

import (
	"math/rand/v2"
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

// osaReference is the OSA distance by the full table, no band and no
// early stop: what osaWithin must agree with.
func osaReference(a, b string) int {
	d := make([][]int, len(a)+1)
	for i := range d {
		d[i] = make([]int, len(b)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(a); i++ {
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(a)][len(b)]
}

// FuzzWithin holds Within, which computes only a band of the table and
// stops early, to the full table.
func FuzzWithin(f *testing.F) {
	f.Add("kitten", "sitting", 3)
	f.Add("how do i decode a codec", "how to decode with the codec", 5)
	f.Add("abcdefghijklmnopqrstuvwxyz0123456789abcdefghijklmnopqrstuvwxyz0123456789abc", "bacdefghijklmnopqrstuvwxyz0123456789abcdefghijklmnopqrstuvwxyz012345678abc", 2)
	f.Add("ab", "ba", 0)
	f.Fuzz(func(t *testing.T, a, b string, limit int) {
		if len(a) > 300 || len(b) > 300 || limit < 0 || limit > 300 {
			return
		}
		full := osaReference(a, b)
		d, ok := Within(a, b, limit)
		if ok != (full <= limit) || ok && d != full {
			t.Errorf("Within(%q, %q, %d) = %d, %v; the full table says %d", a, b, limit, d, ok, full)
		}
	})
}

// TestWithinNear holds Within to the full table on random strings of a
// small alphabet, where near matches and transpositions are common.
func TestWithinNear(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	word := func() string {
		b := make([]byte, r.IntN(24))
		for i := range b {
			b[i] = "abc"[r.IntN(3)]
		}
		return string(b)
	}
	for range 20000 {
		a, b, limit := word(), word(), r.IntN(8)
		full := osaReference(a, b)
		if d, ok := Within(a, b, limit); ok != (full <= limit) || ok && d != full {
			t.Fatalf("Within(%q, %q, %d) = %d, %v; the full table says %d", a, b, limit, d, ok, full)
		}
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
