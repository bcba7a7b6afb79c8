package mcp

import (
	"maps"
	"slices"
)

// appendInitialize appends the wire JSON of resp, without the newline, when
// resp is an initialize answer, and reports whether it did. It writes the
// bytes wirejson.Marshal writes for resp, without encoding/json: the
// initialize answer is what a host waits for as the server starts, and the
// first use of encoding/json's reflection in a fresh process (type caches
// built, its code paged in) costs more than the rest of the answer.
//
// It declines (ok false) any other response, and any value it could not
// write exactly as wirejson.Marshal would: an id that is not a compact JSON
// number, string or null, and a string that is not printable ASCII free
// of '"' and '\' (encoding/json escapes those, and this does not
// reimplement its escaping). The caller then encodes resp the usual way.
// TestInitializeWire and FuzzInitializeWire hold the two to the same bytes.
func appendInitialize(dst []byte, resp *response) (b []byte, ok bool) {
	r, isInit := resp.Result.(initializeResult)
	if !isInit || resp.Error != nil || !compactScalar(resp.ID) {
		return dst, false
	}
	if dst == nil {
		dst = make([]byte, 0, 1024) // the answer is about 700 bytes
	}
	w := wireWriter{b: dst, ok: true}
	w.raw(`{"id":`)
	w.b = append(w.b, resp.ID...)
	w.raw(`,"jsonrpc":`)
	w.str(resp.JSONRPC)
	w.raw(`,"result":{"capabilities":{"extensions":`)
	if ext := r.Capabilities.Extensions; ext == nil {
		w.raw("null")
	} else {
		w.raw("{")
		for i, k := range slices.Sorted(maps.Keys(ext)) {
			if i > 0 {
				w.raw(",")
			}
			w.str(k)
			w.raw(":{}")
		}
		w.raw("}")
	}
	w.raw(`,"resources":{},"tools":{}},"instructions":`)
	w.str(r.Instructions)
	w.raw(`,"protocolVersion":`)
	w.str(r.ProtocolVersion)
	w.raw(`,"serverInfo":{"name":`)
	w.str(r.ServerInfo.Name)
	w.raw(`,"version":`)
	w.str(r.ServerInfo.Version)
	w.raw("}}}")
	if !w.ok {
		return dst, false
	}
	return w.b, true
}

// wireWriter appends JSON to b; ok turns false at the first string it can
// not write as encoding/json would.
type wireWriter struct {
	b  []byte
	ok bool
}

func (w *wireWriter) raw(s string) { w.b = append(w.b, s...) }

// str appends s as a JSON string when encoding/json writes it verbatim
// between quotes: printable ASCII but '"' and '\'.
func (w *wireWriter) str(s string) {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c > 0x7e || c == '"' || c == '\\' {
			w.ok = false
			return
		}
	}
	w.b = append(w.b, '"')
	w.b = append(w.b, s...)
	w.b = append(w.b, '"')
}

// compactScalar reports whether id is one JSON value that encoding/json
// echoes byte for byte as a json.RawMessage: null, a number, or a string,
// with no space around it. (encoding/json compacts a RawMessage, which
// changes nothing else of such a value when it does not escape HTML.)
func compactScalar(id []byte) bool {
	if len(id) == 0 {
		return false
	}
	switch c := id[0]; {
	case c == 'n':
		return string(id) == "null"
	case c == '"':
		return jsonString(id)
	case c == '-' || '0' <= c && c <= '9':
		return jsonNumber(id)
	}
	return false
}

// jsonNumber reports whether b is exactly one JSON number.
func jsonNumber(b []byte) bool {
	i := 0
	digits := func() int {
		n := 0
		for i < len(b) && '0' <= b[i] && b[i] <= '9' {
			i++
			n++
		}
		return n
	}
	if i < len(b) && b[i] == '-' {
		i++
	}
	switch {
	case i < len(b) && b[i] == '0':
		i++
	case digits() == 0:
		return false
	}
	if i < len(b) && b[i] == '.' {
		i++
		if digits() == 0 {
			return false
		}
	}
	if i < len(b) && (b[i] == 'e' || b[i] == 'E') {
		i++
		if i < len(b) && (b[i] == '+' || b[i] == '-') {
			i++
		}
		if digits() == 0 {
			return false
		}
	}
	return i == len(b)
}

// jsonString reports whether b is exactly one JSON string: quoted, with no
// control byte, and only JSON's escapes. (Its bytes need not be UTF-8:
// encoding/json's compaction does not look.)
func jsonString(b []byte) bool {
	if len(b) < 2 || b[0] != '"' || b[len(b)-1] != '"' {
		return false
	}
	for i := 1; i < len(b)-1; i++ {
		switch c := b[i]; {
		case c < 0x20 || c == '"':
			return false
		case c == '\\':
			i++
			if i >= len(b)-1 {
				return false
			}
			switch b[i] {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
			case 'u':
				if i+4 >= len(b)-1 {
					return false
				}
				for _, h := range b[i+1 : i+5] {
					if !('0' <= h && h <= '9' || 'a' <= h && h <= 'f' || 'A' <= h && h <= 'F') {
						return false
					}
				}
				i += 4
			default:
				return false
			}
		}
	}
	return true
}
