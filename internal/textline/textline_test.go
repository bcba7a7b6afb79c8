package textline

import (
	"strings"
	"testing"
)

func TestEscape(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"", ""},
		{"Opening files", "Opening files"},
		{"Überblick: 文件 ✓", "Überblick: 文件 ✓"},
		{"a\nb\tc\rd", `a\nb\tc\rd`},
		{"\x1b[2Jclear", `\x1b[2Jclear`},
		{"del\x7f", `del\x7f`},
		{"bidi \u202eevil", `bidi \u202eevil`},
		{"nel\u0085 ls\u2028", `nel\u0085 ls\u2028`},
		{"bad \xff byte", `bad \xff byte`},
		{"\U000e0001tag", `\U000e0001tag`},
		{"nbsp\u00a0ok", "nbsp\u00a0ok"},
	} {
		if got := Escape(tt.in); got != tt.want {
			t.Errorf("Escape(%q) = %q, want %q", tt.in, got, tt.want)
		}
		if got := Escape(tt.in); strings.ContainsAny(got, "\n\r\t\x1b") {
			t.Errorf("Escape(%q) = %q holds a control character", tt.in, got)
		}
	}
}
