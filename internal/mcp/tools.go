package mcp

import (
	"encoding/json"
	"errors"
	"slices"
	"sync"

	"github.com/cajeta-lang/skills/internal/wirejson"
)

// tool is one MCP tool: its definition and its handler, which returns the
// tool's structured result.
type tool struct {
	def    toolDef
	handle func(s *Server, a *arguments) (any, error)
}

// args lists the arguments t takes: the required ones first, then the
// others, each group sorted.
func (t *tool) args() []string {
	required, _ := t.def.InputSchema["required"].([]string)
	var rest []string
	for _, k := range sortedArgs(t.def.InputSchema["properties"].(schema)) {
		if !slices.Contains(required, k) {
			rest = append(rest, k)
		}
	}
	return append(slices.Clone(required), rest...)
}

// tools lists the server's tools in the order tools/list gives them. They
// are made at first need, not at start-up: their schemas are maps, and
// initialize, the first request, does not need them.
var tools = sync.OnceValue(func() []*tool { return []*tool{searchTool(), listTool(), getTool()} })

// toolList is the tools/list result. A modern (2026-07-28) answer also
// carries its result type and how long it may be cached.
type toolList struct {
	CacheScope string    `json:"cacheScope,omitempty"`
	ResultType string    `json:"resultType,omitempty"`
	Tools      []toolDef `json:"tools"`
	TTLMs      *int      `json:"ttlMs,omitempty"`
}

// toolDef is a tool as tools/list describes it.
type toolDef struct {
	Annotations  annotations `json:"annotations"`
	Description  string      `json:"description"`
	InputSchema  schema      `json:"inputSchema"`
	Name         string      `json:"name"`
	OutputSchema schema      `json:"outputSchema"`
	Title        string      `json:"title"`
}

// schema is a JSON Schema, as a map so that its keys are written sorted.
type schema = map[string]any

// annotations are the same for every tool: each only reads the context
// fixed at start, and never reaches outside the machine.
type annotations struct {
	DestructiveHint bool `json:"destructiveHint"`
	IdempotentHint  bool `json:"idempotentHint"`
	OpenWorldHint   bool `json:"openWorldHint"`
	ReadOnlyHint    bool `json:"readOnlyHint"`
}

var readOnly = annotations{DestructiveHint: false, IdempotentHint: true, OpenWorldHint: false, ReadOnlyHint: true}

func toolDefs() []toolDef {
	defs := make([]toolDef, len(tools()))
	for i, t := range tools() {
		defs[i] = t.def
	}
	return defs
}

// objectSchema is an object schema with the given properties, of which
// required are required, and no others: the shape of a tool's output.
func objectSchema(props schema, required ...string) schema {
	s := inputSchema(props, required...)
	s["additionalProperties"] = false
	return s
}

// inputSchema is a tool's input schema: an object with the given
// properties, of which required are required. It does not forbid other
// properties, as the server does not: an argument the tool does not take
// is ignored unless it is a misspelling of one it does (see arguments).
func inputSchema(props schema, required ...string) schema {
	s := schema{"type": "object", "properties": props}
	if len(required) > 0 {
		s["required"] = required
	}
	return s
}

func stringSchema(description string) schema {
	return schema{"type": "string", "description": description}
}

// selectionProps are the version and from arguments of search and list.
func selectionProps(props schema) schema {
	props["version"] = stringSchema("Keep only libraries of exactly this version; overrides 'from'.")
	props["from"] = stringSchema("Workspace module (the lockfile's 'member'): keep the standard library and the versions this module resolved.")
	return props
}

// toolResult is a tools/call result: the structured result, and the same
// object as compact JSON text for hosts that show only content.
// A modern (2026-07-28) answer also carries its result type.
type toolResult struct {
	Content           []textContent `json:"content"`
	IsError           bool          `json:"isError,omitempty"`
	ResultType        string        `json:"resultType,omitempty"`
	StructuredContent any           `json:"structuredContent,omitempty"`
}

type textContent struct {
	Text string `json:"text"`
	Type string `json:"type"`
}

// callTool runs the tool params name. An argument that fails validation is
// a tool result with isError when argErrorsAsResults (revision 2025-11-25
// on), else -32602; malformed params and an unknown tool are -32602 always.
func (s *Server) callTool(params json.RawMessage, argErrorsAsResults bool) (*toolResult, error) {
	if params == nil {
		return nil, invalidParams("tools/call requires params")
	}
	p, err := object(params)
	if err != nil {
		return nil, invalidParams("tools/call params: %v", err)
	}
	var name string
	if json.Unmarshal(p["name"], &name) != nil {
		return nil, invalidParams("tools/call requires a string 'name'")
	}
	var t *tool
	for _, c := range tools() {
		if c.def.Name == name {
			t = c
		}
	}
	if t == nil {
		return nil, invalidParams("unknown tool: %s", name)
	}
	a, err := newArguments(t, p["arguments"])
	var structured any
	if err == nil {
		structured, err = t.handle(s, a)
	}
	var ae *argError
	switch {
	case errors.As(err, &ae) && argErrorsAsResults:
		return &toolResult{Content: []textContent{{Text: ae.msg, Type: "text"}}, IsError: true}, nil
	case errors.As(err, &ae):
		return nil, invalidParams("%s", ae.msg)
	case err != nil:
		return nil, err
	}
	text, err := wirejson.Marshal(structured)
	if err != nil {
		return nil, err
	}
	return &toolResult{Content: []textContent{{Text: string(text), Type: "text"}}, StructuredContent: structured}, nil
}
