package skillindex

import (
	"strings"
	"unicode/utf8"

	"github.com/go-json-experiment/json/jsontext"

	"github.com/cajeta-lang/skills/internal/jsonscan"
	"github.com/cajeta-lang/skills/internal/skilldoc"
)

// decodeFast decodes a well-formed index in one pass over its bytes,
// keeping the strings it needs and building nothing else. encoding/json,
// by contrast, decodes into raw values and then each of those again (70%
// of a large project's load), and jsontext's token reader, tried first,
// still spent more on each token than the index has bytes to read.
//
// It reports false for anything it does not accept, and for anything
// encoding/json might read differently (a repeated key, invalid UTF-8, a
// lone surrogate, a null, a value of another type), which decodeChecked
// then reads or explains: the two agree on everything decodeFast accepts
// (FuzzDecode).
func decodeFast(data []byte) (*Index, bool) {
	// Repeated keys are found in the maps being filled and in seen.
	r := &reader{data: data, text: string(data)}
	ix := &Index{}
	version := ""
	var seen fields
	if !r.open('{') {
		return nil, false
	}
	for r.more() {
		switch string(r.raw()) {
		case "schema-version":
			seen.once(r, 0)
			version = r.str()
		case "names":
			seen.once(r, 1)
			ix.Names = r.names()
		case "skills":
			seen.once(r, 2)
			ix.Skills = r.skills()
		default:
			r.skip()
		}
	}
	r.close('}')
	if r.space(); r.i != len(r.data) {
		return nil, false // trailing bytes
	}
	if r.failed || version != SchemaVersion {
		return nil, false
	}
	if ix.Skills == nil {
		ix.Skills = map[string]Entry{}
	}
	if ix.Names == nil {
		ix.Names = map[string][]string{}
	}
	for _, ids := range ix.Names {
		for _, id := range ids {
			if _, ok := ix.Skills[id]; !ok {
				return nil, false
			}
		}
	}
	return ix, true
}

// reader reads the JSON of an index, byte by byte: strings, the
// delimiters of objects and arrays, and, only to skip them, numbers and
// literals. After the first byte it did not expect, failed is set and
// every read returns a zero value, so that a decoder reads straight on and
// checks failed once at the end.
type reader struct {
	data   []byte
	i      int
	failed bool
	// open is the containers being read, innermost last ('{' or '['), and
	// first whether more has not yet been called for the innermost.
	stack []byte
	first bool
	// key is set when the next string read is an object's key.
	key bool
	// buf holds the last string read that had escapes, unescaped.
	buf []byte
	// text is data as one string, and at the offset in it of the last
	// string read, -1 when that had escapes: the strings the decoder keeps
	// share text rather than being allocated one by one.
	text string
	at   int
}

// maxDepth is the deepest nesting the reader follows; deeper input is left
// to decodeChecked.
const maxDepth = 64

// space skips whitespace.
func (r *reader) space() { r.i = jsonscan.SkipSpace(r.data, r.i) }

// peek returns the next byte that is not whitespace, 0 at the end.
func (r *reader) peek() byte {
	r.space()
	if r.i >= len(r.data) {
		return 0
	}
	return r.data[r.i]
}

// want reads the byte c, after any whitespace.
func (r *reader) want(c byte) bool {
	if r.failed || r.peek() != c {
		r.failed = true
		return false
	}
	r.i++
	return true
}

// open reads the opening delimiter k, '{' or '['.
func (r *reader) open(k byte) bool {
	if len(r.stack) == maxDepth || !r.want(k) {
		r.failed = true
		return false
	}
	r.stack = append(r.stack, k)
	r.first = true
	return true
}

// close reads the closing delimiter k, '}' or ']', of the innermost
// container.
func (r *reader) close(k byte) {
	if n := len(r.stack); r.want(k) && n > 0 && r.stack[n-1] == k-2 { // '{'+2 is '}', '['+2 is ']'
		r.stack = r.stack[:n-1]
		r.first = false
		return
	}
	r.failed = true
}

// more reports whether the object or array being read has another member,
// reading the comma before it; in an object, the next string read is the
// member's key.
func (r *reader) more() bool {
	if r.failed || len(r.stack) == 0 {
		return false
	}
	switch r.peek() {
	case '}', ']':
		return false
	}
	if !r.first && !r.want(',') {
		return false
	}
	r.first = false
	r.key = r.stack[len(r.stack)-1] == '{'
	return true
}

// raw reads a string, an object's key (and the colon after it) or a value,
// and returns its bytes, unescaped: a slice of the input, or of buf, valid
// until the next read.
func (r *reader) raw() []byte {
	if !r.want('"') {
		return nil
	}
	start, escaped, ascii := r.i, false, true
	r.at = start
	for ; r.i < len(r.data); r.i++ {
		c := r.data[r.i]
		switch {
		case c == '"':
			s := r.data[start:r.i]
			r.i++
			if escaped {
				var err error
				if r.buf, err = jsontext.AppendUnquote(r.buf[:0], r.data[start-1:r.i]); err != nil {
					r.failed = true
					return nil
				}
				s, r.at = r.buf, -1
			} else if !ascii && !utf8.Valid(s) {
				r.failed = true
				return nil
			}
			if r.key {
				r.key = false
				r.want(':')
			}
			return s
		case c == '\\':
			escaped = true
			r.i++ // the escaped byte, which may be a quote (or past the end)
		case c < 0x20:
			r.failed = true
			return nil
		case c >= utf8.RuneSelf:
			ascii = false
		}
	}
	r.i = len(r.data)
	r.failed = true
	return nil
}

// str reads a string as raw does, and returns it.
func (r *reader) str() string {
	b := r.raw()
	if r.at < 0 || b == nil {
		return string(b)
	}
	return r.text[r.at : r.at+len(b)]
}

// strs reads an array of strings; an empty one is empty, not nil, as
// encoding/json decodes it.
func (r *reader) strs() []string {
	out := []string{}
	r.open('[')
	for r.more() {
		out = append(out, r.str())
	}
	r.close(']')
	return out
}

// fields are the known keys of an object read so far, one bit each.
type fields uint8

// once records key number i, and fails r if it was read before: encoding/json
// keeps the last of repeated keys, which decodeFast does not try to match.
func (f *fields) once(r *reader, i uint) {
	if *f&(1<<i) != 0 {
		r.failed = true
	}
	*f |= 1 << i
}

// skip reads past one value of any kind.
func (r *reader) skip() {
	switch r.peek() {
	case '"':
		r.raw()
	case '{':
		r.open('{')
		for r.more() {
			r.raw()
			r.skip()
		}
		r.close('}')
	case '[':
		r.open('[')
		for r.more() {
			r.skip()
		}
		r.close(']')
	case 't':
		r.literal("true")
	case 'f':
		r.literal("false")
	case 'n':
		r.literal("null")
	default:
		r.number()
	}
}

// literal reads the literal word.
func (r *reader) literal(word string) {
	if r.failed || len(r.data)-r.i < len(word) || string(r.data[r.i:r.i+len(word)]) != word {
		r.failed = true
		return
	}
	r.i += len(word)
}

// number reads a JSON number: -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?
func (r *reader) number() {
	digits := func() int {
		n := 0
		for r.i < len(r.data) && '0' <= r.data[r.i] && r.data[r.i] <= '9' {
			r.i++
			n++
		}
		return n
	}
	next := func(set string) bool {
		if r.i < len(r.data) && strings.IndexByte(set, r.data[r.i]) >= 0 {
			r.i++
			return true
		}
		return false
	}
	if r.failed {
		return
	}
	next("-")
	if next("0") {
		// no more digits may follow a leading zero
	} else if digits() == 0 {
		r.failed = true
		return
	}
	if next(".") && digits() == 0 {
		r.failed = true
		return
	}
	if next("eE") {
		next("+-")
		if digits() == 0 {
			r.failed = true
		}
	}
}

// names reads the "names" object: each name to an array of skill ids.
func (r *reader) names() map[string][]string {
	if !r.open('{') {
		return nil
	}
	names := map[string][]string{}
	for r.more() {
		n := r.str()
		if _, dup := names[n]; dup || n == "" {
			r.failed = true
		}
		names[n] = r.strs()
	}
	r.close('}')
	return names
}

// skills reads the "skills" object: each skill id to its entry.
func (r *reader) skills() map[string]Entry {
	if !r.open('{') {
		return nil
	}
	skills := map[string]Entry{}
	for r.more() {
		id := r.str()
		if _, dup := skills[id]; dup || r.failed || skilldoc.CheckID(id) != nil {
			r.failed = true
			break
		}
		var e Entry
		var seen fields
		r.open('{')
		for r.more() {
			switch string(r.raw()) {
			case "title":
				seen.once(r, 0)
				e.Title = r.str()
			case "member":
				seen.once(r, 1)
				e.Member = r.str()
			case "description":
				seen.once(r, 2)
				e.Description = r.str()
			case "keywords":
				seen.once(r, 3)
				e.Keywords = r.strs()
			default:
				r.skip()
			}
		}
		r.close('}')
		if seen&(1<<1) == 0 {
			e.Member = SkillMember(id)
		}
		skills[id] = e
	}
	r.close('}')
	return skills
}
