// Package textline keeps untrusted text (a dependency's titles and names, a
// file's name) to its place on one line of the text the binary prints, so
// that it can not forge lines or fields of its own, nor drive a terminal.
package textline

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Escape returns s with every character that is not graphic (a control
// character such as a newline, a tab or ESC, a format character such as
// U+202E, a line or paragraph separator) written as its Go escape (\n,
// \t, \x1b, \u202e), and every byte of invalid UTF-8 as \xNN. The result
// holds no line break, no tab and no control character; text without
// those comes back unchanged.
func Escape(s string) string {
	if clean(s) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			fmt.Fprintf(&b, `\x%02x`, s[i])
		case unicode.IsGraphic(r):
			b.WriteString(s[i : i+size])
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\r':
			b.WriteString(`\r`)
		case r == '\t':
			b.WriteString(`\t`)
		case r < 0x80:
			fmt.Fprintf(&b, `\x%02x`, r)
		case r <= 0xffff:
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			fmt.Fprintf(&b, `\U%08x`, r)
		}
		i += size
	}
	return b.String()
}

// clean reports whether s is all graphic characters, as most text is: a
// quick check that lets Escape return s itself.
func clean(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c >= 0x7f {
			for _, r := range s[i:] {
				if r == utf8.RuneError || !unicode.IsGraphic(r) {
					return false
				}
			}
			return true
		}
	}
	return true
}
