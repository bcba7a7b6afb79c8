package match

import "testing"

func TestTitleWords(t *testing.T) {
	for _, tt := range []struct {
		query, title string
		dist         int
		ok           bool
	}{
		{"Retrying calls", "Retrying calls with acme.retry", 0, true},
		{"retrying  CALLS", "Retrying calls with acme.retry", 0, true}, // case, spacing
		{"retryng calls", "Retrying calls with acme.retry", 1, true},
		{"calls retrying", "Retrying calls with acme.retry", 0, false}, // order counts
		{"calls calls", "Retrying calls with acme.retry", 0, false},    // distinct tokens
		{"retrying", "Retrying calls with acme.retry", 0, false},       // one token: whole-title rules only
		{"opening files quickly", "Opening files", 0, false},           // more tokens than the title
		{"open file", "Opening files", 0, false},                       // 'open' is 3 edits from 'opening'
		{"openin files", "Opening files", 1, true},
	} {
		dist, ok := TitleWords(NewTitle(tt.query), NewTitle(tt.title))
		if ok != tt.ok || (ok && dist != tt.dist) {
			t.Errorf("TitleWords(%q, %q) = %d, %v; want %d, %v", tt.query, tt.title, dist, ok, tt.dist, tt.ok)
		}
	}
	if got := NewTitle("  Opening \t files ").Lower; got != "opening files" {
		t.Errorf("NewTitle normalizes to %q, want %q", got, "opening files")
	}
}
