package mcp

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/cajeta-lang/skills/internal/match"
)

// arguments are the arguments of one tools/call.
//
// One rule covers arguments the tool's input schema does not name: one
// that is a misspelling of an argument the tool takes (see meant: 'scop',
// 'verison', 'exacT') is an argument error naming the one meant, so that a
// filter the caller asked for is never silently dropped; any other is
// ignored (hosts add their own, such as Gemini CLI's wait_for_previous),
// but remembered, so that an error about a missing or ill-typed argument
// can name it.
type arguments struct {
	tool    *tool
	m       map[string]json.RawMessage
	unknown []string
}

// newArguments reads raw, which must be an object (or absent). Arguments
// that are misspellings of the tool's own are an argError.
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
	var misspelt, meant []string
	for _, k := range sortedArgs(a.m) {
		if _, ok := props[k]; ok {
			continue
		}
		if m := t.meant(k); m != "" {
			misspelt, meant = append(misspelt, k), append(meant, m)
			continue
		}
		a.unknown = append(a.unknown, k)
	}
	if len(misspelt) > 0 {
		noun := "argument"
		if len(misspelt) > 1 {
			noun = "arguments"
		}
		return nil, &argError{msg: fmt.Sprintf("%s has no %s '%s'; did you mean '%s'? (it takes %s)",
			t.def.Name, noun, strings.Join(misspelt, "', '"), strings.Join(meant, "', '"), strings.Join(t.args(), ", "))}
	}
	return a, nil
}

// meant returns the argument t takes that the unknown argument k is a
// misspelling of, "" when there is none. k is a misspelling of argument
// arg when their optimal string alignment distance, both lowercased, is
// within arg's allowance as a name segment (match.Allowance: 1 for 3 to 5
// bytes, 2 for 6 to 9): 'scop', 'Scope', 'exacT', 'nmae', 'form', 'uri',
// 'URIS' and 'verison' are misspellings, 'query', 'id' and
// 'wait_for_previous' are not. The nearest wins, then the first in args'
// order.
func (t *tool) meant(k string) string {
	best, bestD := "", -1
	for _, arg := range t.args() {
		limit := match.Allowance(len(arg))
		if len(k) > len(arg)+limit || len(k) < len(arg)-limit {
			continue // too long or short to be within limit: no need to fold a long key
		}
		d, ok := match.Within(strings.ToLower(k), strings.ToLower(arg), limit)
		if ok && (bestD < 0 || d < bestD) {
			best, bestD = arg, d
		}
	}
	return best
}

// argError is an argument that fails validation: a missing required one,
// one of the wrong type, or a misspelt one. From revision 2025-11-25 on it
// is answered as a tool result with isError, so that the model can correct
// the call.
type argError struct{ msg string }

func (e *argError) Error() string { return e.msg }

// fail makes an argError whose message names the arguments the tool takes
// and, when the call carried arguments it does not take, those too:
// "searchSkills requires a string 'name' (got 'query'; it takes name, exact, from, version)".
func (a *arguments) fail(format string, args ...any) error {
	msg := fmt.Sprintf(format, args...)
	var got string
	if len(a.unknown) > 0 {
		got = "got '" + strings.Join(a.unknown, "', '") + "'; "
	}
	return &argError{msg: fmt.Sprintf("%s (%sit takes %s)", msg, got, strings.Join(a.tool.args(), ", "))}
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
