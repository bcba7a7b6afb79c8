package lockfile

import (
	"bytes"
	"encoding/json"
	"unicode/utf8"
)

// span is a value's byte range in the lockfile, [start, end).
type span struct{ start, end int }

// member is one key of a JSON object and where its value lies.
type member struct {
	key string
	val span
}

// object is a JSON object's span and its members in file order, duplicate
// keys included.
type object struct {
	span    span
	members []member
}

// last returns the value span of the last member named key: like
// encoding/json, the last of duplicate keys wins.
func (o *object) last(key string) (span, bool) {
	for i := len(o.members) - 1; i >= 0; i-- {
		if o.members[i].key == key {
			return o.members[i].val, true
		}
	}
	return span{}, false
}

// layout is where things are in a lockfile: its top-level object and, when
// 'packages' is an array, the span of each element and the members of each
// element that is an object (nil for others).
type layout struct {
	top      object
	packages []span
	entries  []*object
}

// scanLayout finds the layout of data, which must be valid JSON holding an
// object (Parse checks both first). Values are never converted: each is only
// located, so a big integer or an unknown field is left as written. The work
// is one pass over data.
func scanLayout(data []byte) *layout {
	top := scanObject(data, skipSpace(data, 0))
	l := &layout{top: *top}
	ps, ok := top.last("packages")
	if !ok || data[ps.start] != '[' {
		return l
	}
	i := skipSpace(data, ps.start+1)
	for data[i] != ']' {
		s := span{i, skipValue(data, i)}
		l.packages = append(l.packages, s)
		var e *object
		if data[i] == '{' {
			e = scanObject(data, i)
		}
		l.entries = append(l.entries, e)
		if i = skipSpace(data, s.end); data[i] == ',' {
			i = skipSpace(data, i+1)
		}
	}
	return l
}

// scanObject lists the members of the valid JSON object at data[i].
func scanObject(data []byte, i int) *object {
	o := &object{span: span{start: i}}
	for i = skipSpace(data, i+1); data[i] != '}'; {
		k := span{i, skipValue(data, i)}
		i = skipSpace(data, skipSpace(data, k.end)+1)
		v := span{i, skipValue(data, i)}
		o.members = append(o.members, member{unquote(data[k.start:k.end]), v})
		if i = skipSpace(data, v.end); data[i] == ',' {
			i = skipSpace(data, i+1)
		}
	}
	o.span.end = i + 1
	return o
}

func skipSpace(data []byte, i int) int {
	for i < len(data) && isSpace(data[i]) {
		i++
	}
	return i
}

// skipValue returns the end of the valid JSON value at data[i].
func skipValue(data []byte, i int) int {
	switch data[i] {
	case '"':
		for j := i + 1; ; j++ {
			switch data[j] {
			case '\\':
				j++
			case '"':
				return j + 1
			}
		}
	case '{', '[':
		depth := 0
		for j := i; ; j++ {
			switch data[j] {
			case '"':
				j = skipValue(data, j) - 1
			case '{', '[':
				depth++
			case '}', ']':
				if depth--; depth == 0 {
					return j + 1
				}
			}
		}
	}
	j := i
	for j < len(data) && !isSpace(data[j]) && data[j] != ',' && data[j] != '}' && data[j] != ']' {
		j++
	}
	return j
}

// unquote is the value of the valid JSON string q.
func unquote(q []byte) string {
	if bytes.IndexByte(q, '\\') < 0 && utf8.Valid(q) {
		return string(q[1 : len(q)-1])
	}
	var s string
	json.Unmarshal(q, &s)
	return s
}
