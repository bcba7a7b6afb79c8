package mcp

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// object decodes the members of the JSON object raw by their exact keys.
// encoding/json would match a struct field case-insensitively (Name for
// name) and keep the last of two equal keys; SPEC 7 wants neither, so a
// request means only what its exact keys say, and a repeated key is an
// error. raw must be valid JSON (the line was checked).
func object(raw json.RawMessage) (map[string]json.RawMessage, error) {
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
