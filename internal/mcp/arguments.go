package mcp

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/agnivade/levenshtein"
)

// arguments are the arguments of one tools/call. Arguments the tool's
// input schema does not name are ignored (hosts add their own, such as
// Gemini CLI's wait_for_previous), but remembered, so that an error about
// a missing or ill-typed argument can name them.
type arguments struct {
	tool    *tool
	m       map[string]json.RawMessage
	unknown []string
}

// newArguments reads raw, which must be an object (or absent).
func newArguments(t *tool, raw json.RawMessage) (*arguments, error) {
	a := &arguments{tool: t, m: map[string]json.RawMessage{}}
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
			a.unknown = append(a.unknown, k)
		}
	}
	return a, nil
}

// argError is an argument that fails validation: a missing required one,
// or one of the wrong type. From revision 2025-11-25 on it is answered as
// a tool result with isError, so that the model can correct the call.
type argError struct{ msg string }

func (e *argError) Error() string { return e.msg }

// fail makes an argError whose message names the arguments the tool takes
// and, when the call carried arguments it does not take, those too:
// "searchSkills requires a string 'name' (got 'query'; it takes name, exact, from, version)".
func (a *arguments) fail(format string, args ...any) error {
	msg := fmt.Sprintf(format, args...)
	var got string
	if len(a.unknown) > 0 {
		got = "got '" + strings.Join(a.unknown, "', '") + "'"
		if near := a.nearest(); near != "" {
			got += " (did you mean '" + near + "'?)"
		}
		got += "; "
	}
	return &argError{msg: fmt.Sprintf("%s (%sit takes %s)", msg, got, strings.Join(a.tool.args(), ", "))}
}

// nearest is the argument the tool takes that is closest to one the call
// sent and the tool does not take, within two edits (or a difference of
// case alone); "" when none is that close.
func (a *arguments) nearest() string {
	best, bestD := "", 3
	for _, u := range a.unknown {
		for _, k := range a.tool.args() {
			d := levenshtein.ComputeDistance(strings.ToLower(u), strings.ToLower(k))
			if d < bestD {
				best, bestD = k, d
			}
		}
	}
	return best
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
		return "", a.fail("%s argument '%s' must be a string", a.tool.def.Name, name)
	}
	return s, nil
}

// optBool returns the boolean argument name, false when absent or null.
func (a *arguments) optBool(name string) (bool, error) {
	var b bool
	if a.present(name) && json.Unmarshal(a.m[name], &b) != nil {
		return false, a.fail("%s argument '%s' must be a boolean", a.tool.def.Name, name)
	}
	return b, nil
}
