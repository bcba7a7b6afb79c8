package mcp

import (
	"encoding/json"
	"sort"
	"strings"
)

// arguments are the arguments of one tools/call, checked against the
// tool's input schema as they are read.
type arguments struct {
	tool string
	m    map[string]json.RawMessage
}

// newArguments reads raw, which must be an object (or absent), and rejects
// any argument the tool's input schema does not name.
func newArguments(t *tool, raw json.RawMessage) (*arguments, error) {
	a := &arguments{tool: t.def.Name, m: map[string]json.RawMessage{}}
	if raw != nil && string(raw) != "null" {
		if raw[0] != '{' {
			return nil, invalidParams("tools/call 'arguments' must be an object")
		}
		m, err := object(raw)
		if err != nil {
			return nil, invalidParams("tools/call 'arguments': %v", err)
		}
		a.m = m
	}
	props := t.def.InputSchema["properties"].(schema)
	for _, k := range sortedArgs(a.m) {
		if _, ok := props[k]; !ok {
			known := sortedArgs(props)
			return nil, invalidParams("%s has no argument '%s' (it takes %s)", a.tool, k, strings.Join(known, ", "))
		}
	}
	return a, nil
}

func sortedArgs[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// present reports whether the argument is given and not null.
func (a *arguments) present(name string) bool {
	v, ok := a.m[name]
	return ok && string(v) != "null"
}

// optString returns the string argument name, "" when absent or null.
func (a *arguments) optString(name string) (string, error) {
	var s string
	if a.present(name) && json.Unmarshal(a.m[name], &s) != nil {
		return "", invalidParams("%s argument '%s' must be a string", a.tool, name)
	}
	return s, nil
}

// optBool returns the boolean argument name, false when absent or null.
func (a *arguments) optBool(name string) (bool, error) {
	var b bool
	if a.present(name) && json.Unmarshal(a.m[name], &b) != nil {
		return false, invalidParams("%s argument '%s' must be a boolean", a.tool, name)
	}
	return b, nil
}
