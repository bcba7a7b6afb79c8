package authoring

import (
	"strings"
	"testing"
)

// TestPlaceholders: the template's TODOs are placeholders wherever they
// are left; the word TODO in a skill's own prose is one too, but not
// inside a longer word, in lower case, or in a code example of its own.
func TestPlaceholders(t *testing.T) {
	for _, tt := range []struct {
		s    string
		want bool
	}{
		{"TODO/package/Class", true},
		{"TODO one line naming the task", true},
		{"Fix the TODO.", true},
		{"TODOs of a todo list", false},
		{"MyTODO", false},
		{"todo", false},
		{"", false},
	} {
		if got := hasPlaceholder(tt.s); got != tt.want {
			t.Errorf("hasPlaceholder(%q) = %v, want %v", tt.s, got, tt.want)
		}
	}
	untouched := strings.Replace(template, "id: ID", "id: x", 1)
	if n, first := bodyPlaceholders([]byte(untouched)); n != 9 || first != 7 {
		t.Errorf("untouched template: %d placeholder lines, first on line %d; want 9, from line 7", n, first)
	}
	own := "---\nid: x\napplies-to: [a]\n---\n# Scan\n\n```cajeta\nString msg = \"TODO left in \" + path;\n// TODO the smallest complete program that does the task idiomatically\n```\nOne TODO left.\n"
	if n, first := bodyPlaceholders([]byte(own)); n != 2 || first != 9 {
		t.Errorf("own skill: %d placeholder lines, first on line %d; want 2 (the template's line in the fence, the prose), from line 9", n, first)
	}
}
