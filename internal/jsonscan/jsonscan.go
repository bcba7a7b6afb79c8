// Package jsonscan locates the parts of JSON that has already been checked
// (json.Valid) without decoding it: white space, string literals, whole
// values. The request loop splits each request object with it, and the
// lockfile reader finds where each member lies so that it can edit the
// file in place. On input that is not valid JSON the Skip functions return
// -1 rather than reading past the end; their other results are then
// meaningless.
package jsonscan

import (
	"encoding/json"
	"unicode/utf8"
)

// SkipSpace returns the index of the first byte of b from i that is not
// JSON white space.
func SkipSpace(b []byte, i int) int {
	for i < len(b) && IsSpace(b[i]) {
		i++
	}
	return i
}

// IsSpace reports whether c is JSON white space.
func IsSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// SkipString returns the index just past the string that starts at b[i],
// a '"', or -1 when it does not end.
func SkipString(b []byte, i int) int {
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

// SkipValue returns the index just past the JSON value that starts at
// b[i], or -1 when it finds none there. Inside a value it only follows
// strings and brackets.
func SkipValue(b []byte, i int) int {
	if i >= len(b) {
		return -1
	}
	switch b[i] {
	case '"':
		return SkipString(b, i)
	case '{', '[':
		depth := 0
		for ; i < len(b); i++ {
			switch b[i] {
			case '"':
				if i = SkipString(b, i); i < 0 {
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
	for i < len(b) && b[i] != ',' && b[i] != '}' && b[i] != ']' && !IsSpace(b[i]) {
		i++
	}
	if i == start {
		return -1 // no scalar here
	}
	return i
}

// Unquote returns the string the JSON string literal s holds, as
// json.Unmarshal reads it into a string; ok is false when s is not a
// string literal json.Unmarshal could read.
func Unquote(s []byte) (string, bool) {
	if PlainLiteral(s) {
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

// PlainLiteral reports whether s is a JSON string literal that reads as its
// bytes between the quotes: no escape, no control byte, valid UTF-8.
func PlainLiteral(s []byte) bool {
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
