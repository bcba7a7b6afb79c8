// Package wirejson encodes the JSON the binary writes: compact, object keys
// in byte order, no HTML escaping.
//
// Maps are written with sorted keys by encoding/json; structs written here
// declare their fields in byte order of their JSON names, which the tests
// check on every golden.
package wirejson

import (
	"bytes"
	"encoding/json"
)

// Marshal returns the compact JSON of v, without a trailing newline.
func Marshal(v any) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n")), nil
}
