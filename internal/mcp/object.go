package mcp

import (
	"bytes"
	"encoding/json"
	"fmt"
	"unicode/utf8"
)

// object decodes the members of the JSON object raw by their exact keys.
// encoding/json would match a struct field case-insensitively (Name for
// name) and keep the last of two equal keys; SPEC 7 wants neither, so a
// request means only what its exact keys say, and a repeated key is an
// error. raw must be valid JSON (the line was checked).
//
// It splits raw itself, which costs far less than a json.Decoder the first
// time, as the first request of a fresh process is decoded; where it meets
// what it does not expect of valid JSON, it leaves raw to objectDecoder,
// the reference, whose results it matches (FuzzObject).
func object(raw json.RawMessage) (map[string]json.RawMessage, error) {
	m, ok, err := splitObject(raw)
	if !ok {
		return objectDecoder(raw)
	}
	return m, err
}

// splitObject is object by hand; ok is false when it gives up.
func splitObject(raw []byte) (m map[string]json.RawMessage, ok bool, err error) {
	i := skipSpace(raw, 0)
	if i == len(raw) || raw[i] != '{' {
		return nil, false, nil
	}
	m = map[string]json.RawMessage{}
	i = skipSpace(raw, i+1)
	if i < len(raw) && raw[i] == '}' {
		return m, skipSpace(raw, i+1) == len(raw), nil
	}
	for {
		if i == len(raw) || raw[i] != '"' {
			return nil, false, nil
		}
		end := skipString(raw, i)
		if end < 0 {
			return nil, false, nil
		}
		key, ok := unquote(raw[i:end])
		if !ok {
			return nil, false, nil
		}
		i = skipSpace(raw, end)
		if i == len(raw) || raw[i] != ':' {
			return nil, false, nil
		}
		i = skipSpace(raw, i+1)
		end = skipValue(raw, i)
		if end < 0 {
			return nil, false, nil
		}
		if _, dup := m[key]; dup {
			return nil, true, fmt.Errorf("duplicate key '%s'", key)
		}
		m[key] = bytes.Clone(raw[i:end])
		i = skipSpace(raw, end)
		switch {
		case i == len(raw):
			return nil, false, nil
		case raw[i] == ',':
			i = skipSpace(raw, i+1)
		case raw[i] == '}':
			return m, skipSpace(raw, i+1) == len(raw), nil
		default:
			return nil, false, nil
		}
	}
}

// skipSpace returns the index of the first byte of b from i that is not
// JSON white space.
func skipSpace(b []byte, i int) int {
	for i < len(b) && (b[i] == ' ' || b[i] == '\t' || b[i] == '\n' || b[i] == '\r') {
		i++
	}
	return i
}

// skipString returns the index just past the string that starts at b[i],
// a '"', or -1 when it does not end.
func skipString(b []byte, i int) int {
	for i++; i < len(b); i++ {
		switch b[i] {
		case '\\':
			i++
		case '"':
			return i + 1
		}
	}
	return -1
}

// skipValue returns the index just past the JSON value that starts at
// b[i], or -1 when it finds none there. It trusts b to be valid JSON but
// for where values end: inside a value it only follows strings and
// brackets.
func skipValue(b []byte, i int) int {
	if i == len(b) {
		return -1
	}
	switch b[i] {
	case '"':
		return skipString(b, i)
	case '{', '[':
		depth := 0
		for ; i < len(b); i++ {
			switch b[i] {
			case '"':
				if i = skipString(b, i); i < 0 {
					return -1
				}
				i-- // the loop's i++ moves past the string
			case '{', '[':
				depth++
			case '}', ']':
				if depth--; depth == 0 {
					return i + 1
				}
			}
		}
		return -1
	}
	start := i
	for i < len(b) {
		switch b[i] {
		case ',', '}', ']', ' ', '\t', '\n', '\r':
			return i
		}
		i++
	}
	if i == start {
		return -1
	}
	return i
}

// unquote returns the string the JSON string literal s holds, as
// json.Unmarshal reads it into a string; ok is false when s is not a
// string literal json.Unmarshal could read.
func unquote(s []byte) (string, bool) {
	if plainLiteral(s) {
		return string(s[1 : len(s)-1]), true
	}
	if len(s) == 0 || s[0] != '"' {
		return "", false
	}
	var v string
	if json.Unmarshal(s, &v) != nil {
		return "", false
	}
	return v, true
}

// plainLiteral reports whether s is a JSON string literal that reads as
// its bytes between the quotes: no escape, no control byte, valid UTF-8.
func plainLiteral(s []byte) bool {
	if len(s) < 2 || s[0] != '"' || s[len(s)-1] != '"' {
		return false
	}
	ascii := true
	for _, c := range s[1 : len(s)-1] {
		switch {
		case c == '"' || c == '\\' || c < 0x20:
			return false
		case c >= utf8.RuneSelf:
			ascii = false
		}
	}
	return ascii || utf8.Valid(s)
}

// unmarshalString is json.Unmarshal(raw, &s), without encoding/json for a
// plain string literal.
func unmarshalString(raw []byte, s *string) error {
	if plainLiteral(raw) {
		*s = string(raw[1 : len(raw)-1])
		return nil
	}
	return json.Unmarshal(raw, s)
}

// objectDecoder is object with a json.Decoder: what object does for any
// raw it does not split itself.
func objectDecoder(raw json.RawMessage) (map[string]json.RawMessage, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return nil, fmt.Errorf("not an object")
	}
	m := map[string]json.RawMessage{}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, err
		}
		key := tok.(string) // an object's member always starts with its key
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			return nil, err
		}
		if _, dup := m[key]; dup {
			return nil, fmt.Errorf("duplicate key '%s'", key)
		}
		m[key] = v
	}
	return m, nil
}

// member returns the member key of the object raw; a raw that is absent,
// null or not an object has none.
func member(raw json.RawMessage, key string) json.RawMessage {
	m, err := object(raw)
	if err != nil {
		return nil
	}
	return m[key]
}
