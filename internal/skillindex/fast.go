package skillindex

import (
	"bytes"
	"io"

	"github.com/go-json-experiment/json/jsontext"

	"github.com/cajeta-lang/skills/internal/skilldoc"
)

// decodeFast decodes a well-formed index in one pass over its bytes, with
// the streaming reader of the encoding/json/v2 work (jsontext), keeping the
// strings it needs and building nothing else. encoding/json, by contrast,
// decodes into raw values and then each of those again, about 70% of a
// large project's load.
//
// It reports false for anything it does not accept, and for anything
// encoding/json might read differently (a repeated key, invalid UTF-8, a
// null, a value of another type), which decodeChecked then reads or
// explains: the two agree on everything decodeFast accepts (FuzzDecode).
func decodeFast(data []byte) (*Index, bool) {
	// Repeated keys are found here, in the maps being filled and in seen,
	// at less cost than jsontext's own check of every object.
	r := &reader{d: jsontext.NewDecoder(bytes.NewBuffer(data), jsontext.AllowDuplicateNames(true))}
	ix := &Index{}
	version := ""
	var seen fields
	if !r.open('{') {
		return nil, false
	}
	for r.more() {
		switch r.str() {
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
	if _, err := r.d.ReadToken(); err != io.EOF {
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

// reader reads the tokens of an index. After the first token it did not
// expect, failed is set and every read returns a zero value, so that a
// decoder reads straight on and checks failed once at the end.
type reader struct {
	d      *jsontext.Decoder
	failed bool
}

// next reads a token of kind k.
func (r *reader) next(k jsontext.Kind) (jsontext.Token, bool) {
	if r.failed {
		return jsontext.Token{}, false
	}
	t, err := r.d.ReadToken()
	if err != nil || t.Kind() != k {
		r.failed = true
		return jsontext.Token{}, false
	}
	return t, true
}

// open reads the opening delimiter k, '{' or '['.
func (r *reader) open(k jsontext.Kind) bool {
	_, ok := r.next(k)
	return ok
}

// close reads the closing delimiter k, '}' or ']'.
func (r *reader) close(k jsontext.Kind) { r.next(k) }

// more reports whether the object or array being read has another member.
func (r *reader) more() bool {
	if r.failed {
		return false
	}
	switch r.d.PeekKind() {
	case '}', ']':
		return false
	case 0:
		r.failed = true
		return false
	}
	return true
}

// str reads a string, an object's key or a value.
func (r *reader) str() string {
	t, _ := r.next('"')
	if r.failed {
		return ""
	}
	return t.String()
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
	if !r.failed && r.d.SkipValue() != nil {
		r.failed = true
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
		ids := []string{}
		r.open('[')
		for r.more() {
			ids = append(ids, r.str())
		}
		r.close(']')
		names[n] = ids
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
			switch r.str() {
			case "title":
				seen.once(r, 0)
				e.Title = r.str()
			case "member":
				seen.once(r, 1)
				e.Member = r.str()
			case "description":
				seen.once(r, 2)
				e.Description = r.str()
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
