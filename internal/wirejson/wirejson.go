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
	"errors"
	"fmt"
	"io"
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

// CheckSorted reports whether data is exactly one JSON value whose object
// keys are in strictly increasing byte order at every level: the rule every
// object the binary writes must keep. Tests hold outputs to it.
func CheckSorted(data []byte) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	if err := walkSorted(dec); err != nil {
		return err
	}
	if _, err := dec.Token(); err != io.EOF {
		return errors.New("more than one JSON value")
	}
	return nil
}

func walkSorted(dec *json.Decoder) error {
	tok, err := dec.Token()
	if err != nil {
		return err
	}
	switch tok {
	case json.Delim('{'):
		prev := ""
		for first := true; dec.More(); first = false {
			k, err := dec.Token()
			if err != nil {
				return err
			}
			key := k.(string)
			if !first && key <= prev {
				return fmt.Errorf("key %q follows %q", key, prev)
			}
			prev = key
			if err := walkSorted(dec); err != nil {
				return err
			}
		}
		_, err = dec.Token()
	case json.Delim('['):
		for dec.More() {
			if err := walkSorted(dec); err != nil {
				return err
			}
		}
		_, err = dec.Token()
	}
	return err
}
