// Package mcp is the Model Context Protocol server behind `cajeta
// compiler-mcp`: newline-delimited JSON-RPC 2.0 on stdio, answered in order,
// one response line per request, serving the skill discovery tools.
package mcp

import (
	"encoding/json"
	"fmt"
)

// JSON-RPC error codes.
const (
	CodeParseError     = -32700
	CodeInvalidRequest = -32600
	CodeMethodNotFound = -32601
	CodeInvalidParams  = -32602
	CodeInternalError  = -32603
	// CodeUnsupportedProtocolVersion answers a modern request whose
	// protocol version the server does not speak (MCP 2026-07-28).
	CodeUnsupportedProtocolVersion = -32022
)

// Error is a JSON-RPC error; a handler returns one to choose the code that
// reaches the wire. Any other error is an internal error.
type Error struct {
	Code    int
	Message string
	// Data, when not nil, is the error's data member.
	Data any
}

func (e *Error) Error() string { return e.Message }

func errorf(code int, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// invalidParams is a -32602 error.
func invalidParams(format string, args ...any) *Error {
	return errorf(CodeInvalidParams, format, args...)
}

var nullID = json.RawMessage("null")

// response is one message the server writes. Its fields are in byte order
// of their JSON names, as every object on the wire must be.
type response struct {
	Error   *wireError      `json:"error,omitempty"`
	ID      json.RawMessage `json:"id"`
	JSONRPC string          `json:"jsonrpc"`
	Result  any             `json:"result,omitempty"`
}

type wireError struct {
	Code    int    `json:"code"`
	Data    any    `json:"data,omitempty"`
	Message string `json:"message"`
}

func resultResponse(id json.RawMessage, result any) *response {
	return &response{ID: id, JSONRPC: "2.0", Result: result}
}

func errorResponse(id json.RawMessage, err *Error) *response {
	return &response{Error: &wireError{Code: err.Code, Data: err.Data, Message: err.Message}, ID: id, JSONRPC: "2.0"}
}
