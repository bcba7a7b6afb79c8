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
	"unicode/utf8"
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

// MaxAnswer is the most payload one answer carries (SPEC 7, "answers have
// a budget"): the skills one getSkills or get-skills serves, counted by
// EscapedLen. skills check refuses a skill file past it, which no answer
// could carry.
const MaxAnswer = 8 << 20

// EscapedLen is the bytes s takes inside a JSON string as Marshal writes
// it: a quote, a backslash, \b, \f, \n, \r or \t as a two-byte escape, any
// other control character, an invalid UTF-8 byte or U+2028/U+2029 as a
// six-byte one. (Counting every control character as six bytes refused a
// skill of 8 MB text, a newline every 40 bytes, that fits the budget.)
func EscapedLen(s []byte) int {
	n := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			switch {
			case c == '"' || c == '\\' || c == '\b' || c == '\f' || c == '\n' || c == '\r' || c == '\t':
				n += 2
			case c < 0x20:
				n += 6
			default:
				n++
			}
			i++
			continue
		}
		r, size := utf8.DecodeRune(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			n += 6
		case r == '\u2028' || r == '\u2029':
			n += 6
		default:
			n += size
		}
		i += size
	}
	return n
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
