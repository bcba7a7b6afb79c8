package mcp

import (
	"bytes"
	"encoding/json"
	"unicode/utf8"
)

// request is one decoded JSON-RPC message from the client.
type request struct {
	// id is the raw id, nil for a notification.
	id     json.RawMessage
	method string
	// params is the raw params object, nil when absent or null.
	params json.RawMessage
}

var bom = []byte("\xef\xbb\xbf")

// decode reads one line. It returns the request, or the error response to
// write (with a null id when the id could not be read), or neither for a
// line to ignore.
func decode(line []byte) (*request, *response) {
	line = bytes.TrimPrefix(line, bom)
	line = bytes.TrimSpace(line)
	if len(line) == 0 {
		return nil, nil
	}
	if !json.Valid(line) {
		return nil, errorResponse(nullID, errorf(CodeParseError, "parse error"))
	}
	if !utf8.Valid(line) { // JSON text is UTF-8; an id with bad bytes could not be echoed as JSON
		return nil, errorResponse(nullID, errorf(CodeParseError, "parse error: invalid UTF-8"))
	}
	if line[0] != '{' {
		return nil, errorResponse(nullID, errorf(CodeInvalidRequest, "request must be an object"))
	}
	m, err := object(line)
	if err != nil {
		var loose map[string]json.RawMessage
		if json.Unmarshal(line, &loose) == nil && unanswered(loose) {
			return nil, nil
		}
		return nil, errorResponse(nullID, errorf(CodeInvalidRequest, "invalid request: %v", err))
	}
	if unanswered(m) {
		return nil, nil
	}
	req := &request{id: m["id"]}
	methodRaw := m["method"]
	hasMethod := len(methodRaw) > 0 && methodRaw[0] == '"' && unmarshalString(methodRaw, &req.method) == nil
	if !scalarID(req.id) {
		return nil, errorResponse(nullID, errorf(CodeInvalidRequest, "id must be a string, a number or null"))
	}
	var version string
	if unmarshalString(m["jsonrpc"], &version) != nil || version != "2.0" {
		return nil, errorResponse(req.id, errorf(CodeInvalidRequest, "jsonrpc must be \"2.0\""))
	}
	switch {
	case methodRaw == nil || string(methodRaw) == "null":
		return nil, errorResponse(req.id, errorf(CodeInvalidRequest, "missing method"))
	case !hasMethod:
		return nil, errorResponse(req.id, errorf(CodeInvalidRequest, "method must be a string"))
	}
	if p := m["params"]; p != nil && string(p) != "null" {
		if p[0] != '{' {
			return nil, errorResponse(req.id, invalidParams("%s params must be an object", req.method))
		}
		if _, err := object(p); err != nil {
			return nil, errorResponse(req.id, invalidParams("%s params: %v", req.method, err))
		}
		req.params = p
	}
	return req, nil
}

// unanswered reports whether the message m gets no reply: a message with
// no id (a notification, even a malformed one: its method missing or not a
// string), and a response the client sent (an id with a result or an
// error, and no method). JSON-RPC forbids answering a notification, and a
// response answered would start an endless exchange with a client that
// answers errors in turn.
func unanswered(m map[string]json.RawMessage) bool {
	if _, ok := m["id"]; !ok {
		return true
	}
	_, method := m["method"]
	_, result := m["result"]
	_, isErr := m["error"]
	return !method && (result || isErr)
}

// scalarID reports whether id is one JSON-RPC allows: a string, a number or
// null. Only those can be echoed exactly as they came.
func scalarID(id json.RawMessage) bool {
	switch id[0] {
	case '{', '[', 't', 'f':
		return false
	}
	return true
}
