package catalog

import (
	"fmt"
	"unicode/utf8"
)

// MaxAnswer is the payload budget of one Get: the sum, over the payloads
// served, of the bytes each takes once escaped as a JSON string. A payload
// that would pass it is not served; its URI gets an error saying so.
const MaxAnswer = 8 << 20

// budget tracks one Get: the URIs served so far, the budget left, and the
// payload bytes read, served or not, so that a call naming many huge
// members reads at most one of them past the budget.
type budget struct {
	first map[string]int
	left  int
	read  int
}

func newBudget() *budget { return &budget{first: map[string]int{}, left: MaxAnswer} }

// seen records that entry i asks for uri, and reports the entry that asked
// first when it is not i.
func (b *budget) seen(uri string, i int) (int, bool) {
	if f, ok := b.first[uri]; ok {
		return f, true
	}
	b.first[uri] = i
	return i, false
}

// spent reports whether nothing more is served: the budget is used up, or
// twice its size was read (a refused payload counts too).
func (b *budget) spent() bool { return b.left <= 0 || b.read > 2*MaxAnswer }

// take charges payload to the budget, or reports that it does not fit. A
// payload larger than what is left is refused before it is escaped.
func (b *budget) take(payload []byte) bool {
	b.read += len(payload)
	if len(payload) > b.left {
		return false
	}
	n := escapedLen(payload)
	if n > b.left {
		return false
	}
	b.left -= n
	return true
}

func (b *budget) overError() error {
	return fmt.Errorf("not served: this answer's payload budget of %d MiB is spent; ask for it in a call of its own", MaxAnswer>>20)
}

// escapedLen bounds from above the bytes s takes inside a JSON string as
// the wire encoder writes it: a control character, an invalid UTF-8 byte
// or U+2028/U+2029 as a six-byte escape, a quote or backslash as two.
func escapedLen(s []byte) int {
	n := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			switch {
			case c < 0x20:
				n += 6
			case c == '"' || c == '\\':
				n += 2
			default:
				n++
			}
			i++
			continue
		}
		r, size := utf8.DecodeRune(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			n += 6
		case r == '\u2028' || r == '\u2029':
			n += 6
		default:
			n += size
		}
		i += size
	}
	return n
}
