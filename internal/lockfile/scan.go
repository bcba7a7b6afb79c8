package lockfile

import "github.com/cajeta-lang/skills/internal/jsonscan"

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
	top := scanObject(data, jsonscan.SkipSpace(data, 0))
	l := &layout{top: *top}
	ps, ok := top.last("packages")
	if !ok || data[ps.start] != '[' {
		return l
	}
	i := jsonscan.SkipSpace(data, ps.start+1)
	for data[i] != ']' {
		s := span{i, jsonscan.SkipValue(data, i)}
		l.packages = append(l.packages, s)
		var e *object
		if data[i] == '{' {
			e = scanObject(data, i)
		}
		l.entries = append(l.entries, e)
		if i = jsonscan.SkipSpace(data, s.end); data[i] == ',' {
			i = jsonscan.SkipSpace(data, i+1)
		}
	}
	return l
}

// scanObject lists the members of the valid JSON object at data[i].
func scanObject(data []byte, i int) *object {
	o := &object{span: span{start: i}}
	for i = jsonscan.SkipSpace(data, i+1); data[i] != '}'; {
		k := span{i, jsonscan.SkipValue(data, i)}
		i = jsonscan.SkipSpace(data, jsonscan.SkipSpace(data, k.end)+1)
		v := span{i, jsonscan.SkipValue(data, i)}
		o.members = append(o.members, member{unquote(data[k.start:k.end]), v})
		if i = jsonscan.SkipSpace(data, v.end); data[i] == ',' {
			i = jsonscan.SkipSpace(data, i+1)
		}
	}
	o.span.end = i + 1
	return o
}

// unquote is the value of the valid JSON string q.
func unquote(q []byte) string {
	s, _ := jsonscan.Unquote(q)
	return s
}
