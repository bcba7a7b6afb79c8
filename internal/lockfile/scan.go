package lockfile

import (
	"bytes"
	"encoding/json"
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
// object. Values are never converted: each is only located, so a big integer
// or an unknown field is left as written. The work is linear in len(data).
func scanLayout(data []byte) (*layout, error) {
	top, err := scanObject(data, span{0, len(data)})
	if err != nil {
		return nil, err
	}
	l := &layout{top: *top}
	ps, ok := top.last("packages")
	if !ok || data[ps.start] != '[' {
		return l, nil
	}
	dec := json.NewDecoder(bytes.NewReader(data[ps.start:ps.end]))
	if _, err := dec.Token(); err != nil {
		return nil, err
	}
	var raw json.RawMessage
	for dec.More() {
		if err := dec.Decode(&raw); err != nil {
			return nil, err
		}
		end := ps.start + int(dec.InputOffset())
		s := span{end - len(raw), end}
		l.packages = append(l.packages, s)
		var e *object
		if raw[0] == '{' {
			if e, err = scanObject(data, s); err != nil {
				return nil, err
			}
		}
		l.entries = append(l.entries, e)
	}
	return l, nil
}

// scanObject lists the members of the JSON object in data[s.start:s.end],
// after leading white space.
func scanObject(data []byte, s span) (*object, error) {
	dec := json.NewDecoder(bytes.NewReader(data[s.start:s.end]))
	if _, err := dec.Token(); err != nil {
		return nil, err
	}
	o := &object{span: span{s.start + int(dec.InputOffset()) - 1, s.end}}
	var raw json.RawMessage
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, err
		}
		key, _ := tok.(string)
		if err := dec.Decode(&raw); err != nil {
			return nil, err
		}
		end := s.start + int(dec.InputOffset())
		o.members = append(o.members, member{key, span{end - len(raw), end}})
	}
	if _, err := dec.Token(); err != nil {
		return nil, err
	}
	o.span.end = s.start + int(dec.InputOffset())
	return o, nil
}
