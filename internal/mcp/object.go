package mcp

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/cajeta-lang/skills/internal/jsonscan"
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
	i := jsonscan.SkipSpace(raw, 0)
	if i == len(raw) || raw[i] != '{' {
		return nil, false, nil
	}
	m = map[string]json.RawMessage{}
	i = jsonscan.SkipSpace(raw, i+1)
	if i < len(raw) && raw[i] == '}' {
		return m, jsonscan.SkipSpace(raw, i+1) == len(raw), nil
	}
	for {
		if i == len(raw) || raw[i] != '"' {
			return nil, false, nil
		}
		end := jsonscan.SkipString(raw, i)
		if end < 0 {
			return nil, false, nil
		}
		key, ok := jsonscan.Unquote(raw[i:end])
		if !ok {
			return nil, false, nil
		}
		i = jsonscan.SkipSpace(raw, end)
		if i == len(raw) || raw[i] != ':' {
			return nil, false, nil
		}
		i = jsonscan.SkipSpace(raw, i+1)
		end = jsonscan.SkipValue(raw, i)
		if end < 0 {
			return nil, false, nil
		}
		if _, dup := m[key]; dup {
			return nil, true, fmt.Errorf("duplicate key '%s'", key)
		}
		m[key] = bytes.Clone(raw[i:end])
		i = jsonscan.SkipSpace(raw, end)
		switch {
		case i == len(raw):
			return nil, false, nil
		case raw[i] == ',':
			i = jsonscan.SkipSpace(raw, i+1)
		case raw[i] == '}':
			return m, jsonscan.SkipSpace(raw, i+1) == len(raw), nil
		default:
			return nil, false, nil
		}
	}
}

// unmarshalString is json.Unmarshal(raw, &s), without encoding/json for a
// plain string literal.
func unmarshalString(raw []byte, s *string) error {
	if jsonscan.PlainLiteral(raw) {
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
