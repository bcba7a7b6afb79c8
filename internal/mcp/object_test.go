package mcp

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
)

var objectCases = []string{
	`{}`, ` { } `, "\t{\r\n}\n",
	`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}`,
	` { "a" : 1 , "b" : [ 1 , { "c" : "}" } ] , "d" : "\"{[" , "e":null,"f":true,"g":false,"h":-1.5e+3 } `,
	`{"a":"x\\","b":"\\\""}`,
	`{"\u0069d":1}`, `{"id":1,"\u0069d":2}`, `{"a":1,"a":2}`, `{"a":1,"b":2,"a":{}}`,
	`{"é":1}`, "{\"\xff\":1}", "{\"a\xffb\":1,\"a\ufffdb\":2}", `{"\ud800":1}`, `{"\ud800":1,"\ufffd":2}`,
	`{"a":"\u2028","b":"<&>"}`, `{"":1}`, `{"a":[]}`, `{"a":[[[]]],"b":{"c":{"d":{}}}}`,
	`{"a":1} `, `{"a":1} x`, `{"a":1}{}`,
	`[]`, `1`, `"s"`, `null`, ``, ` `,
	`{"a":12345678901234567890123456789}`, `{"a":"\/"}`,
}

// TestObject checks object against objectDecoder, the json.Decoder
// reading it replaces, and that it splits valid objects itself.
func TestObject(t *testing.T) {
	for _, c := range objectCases {
		got, gotErr := object([]byte(c))
		want, wantErr := objectDecoder([]byte(c))
		if diff := cmp.Diff(fmt.Sprint(want, wantErr), fmt.Sprint(got, gotErr)); diff != "" {
			t.Errorf("object(%q) differs from the decoder's (-want +got):\n%s", c, diff)
		}
		if _, ok, _ := splitObject([]byte(c)); json.Valid([]byte(c)) && len(c) > 0 && c[len(c)-1] == '}' && !ok {
			t.Errorf("object(%q) left to the decoder", c)
		}
	}
}

// FuzzObject checks object against objectDecoder on valid JSON, what object
// is given, and unmarshalString against json.Unmarshal on anything.
func FuzzObject(f *testing.F) {
	for _, c := range objectCases {
		f.Add([]byte(c))
	}
	f.Fuzz(func(t *testing.T, raw []byte) {
		var s1, s2 string
		err1, err2 := unmarshalString(raw, &s1), json.Unmarshal(raw, &s2)
		if (err1 == nil) != (err2 == nil) || s1 != s2 {
			t.Fatalf("unmarshalString(%q) = %q, %v; json.Unmarshal: %q, %v", raw, s1, err1, s2, err2)
		}
		if !json.Valid(raw) {
			return
		}
		got, gotErr := object(raw)
		want, wantErr := objectDecoder(raw)
		if (gotErr == nil) != (wantErr == nil) || gotErr != nil && gotErr.Error() != wantErr.Error() {
			t.Fatalf("object(%q): error %v, decoder's %v", raw, gotErr, wantErr)
		}
		if !cmp.Equal(got, want) {
			t.Fatalf("object(%q) = %q, decoder's %q", raw, got, want)
		}
	})
}
