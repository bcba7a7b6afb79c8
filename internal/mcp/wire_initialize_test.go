package mcp

import (
	"bytes"
	"encoding/json"
	"testing"
	"testing/fstest"

	"github.com/cajeta-lang/skills/internal/catalog"
	"github.com/cajeta-lang/skills/internal/wirejson"
)

// TestInitializeWire answers initialize requests for every protocol
// version the server speaks, and others, with ids and server versions of
// every kind, and checks that each answer line is what encoding/json
// writes for the response (wirejson.Marshal), and that the direct writer
// was the one used whenever it can be.
func TestInitializeWire(t *testing.T) {
	ctx, err := catalog.Load(t.TempDir(), fstest.MapFS{})
	if err != nil {
		t.Fatal(err)
	}
	var params []string
	for _, v := range append(append([]string{}, ProtocolVersions...), ModernProtocolVersions...) {
		params = append(params, `,"params":{"protocolVersion":"`+v+`","capabilities":{},"clientInfo":{"name":"c","version":"1"}}`)
	}
	params = append(params,
		"", // no params: the newest version
		`,"params":null`,
		`,"params":{}`,
		`,"params":{"protocolVersion":null}`,
		`,"params":{"protocolVersion":"1999-01-01"}`,
		`,"params":{"protocolVersion":"2025-06-18 "}`,
		`,"params":{"protocolVersion":"\u0032025-06-18"}`,
		`,"params":{"protocolVersion":"2025-06-18","_meta":{"x":1}}`,
	)
	ids := []string{
		`1`, `0`, `-7`, `-0`, `1.5`, `1.5e+3`, `1E5`, `2e-0`, `12345678901234567890123456789012345678901234567890`,
		`null`, `""`, `"a"`, `"a b"`, `"a\"b"`, `"a\\b"`, `"\/"`, `"/"`, `"\u00e9\ud83d\ude00"`, `"\ud800"`,
		`"é"`, "\"\u2028\u2029\"", `"<&>"`, `"\b\f\n\r\t"`, `"\u0000"`, `"` + string(rune(0x10ffff)) + `"`,
	}
	versions := []string{"0.1.0-dev", "", "v1 <&> 'x'", `q"uote`, `back\slash`, "é", "\u2028", "\x01", "\x7f", "\xff"}
	answered := 0
	for _, version := range versions {
		s := NewServer(ctx, version)
		for _, p := range params {
			for _, id := range ids {
				for _, line := range []string{
					`{"jsonrpc":"2.0","id":` + id + `,"method":"initialize"` + p + `}`,
					`{ "method" : "initialize" , "id" :  ` + id + ` , "jsonrpc":"2.0"` + p + ` }`,
				} {
					resp := s.handleLine([]byte(line))
					if resp == nil {
						t.Fatalf("%s: no answer", line)
					}
					if _, ok := resp.Result.(initializeResult); ok {
						answered++
					}
					want, err := wirejson.Marshal(resp)
					if err != nil {
						t.Fatalf("%s: %v", line, err)
					}
					want = append(want, '\n')
					if got := encode(resp); !bytes.Equal(got, want) {
						t.Errorf("%s:\n got %s\nwant %s", line, got, want)
					}
					_, direct := appendInitialize(nil, resp)
					_, isInit := resp.Result.(initializeResult)
					if isInit && plainString(version) && !direct {
						t.Errorf("%s (version %q): not written directly", line, version)
					}
				}
			}
		}
	}
	if answered == 0 {
		t.Fatal("no request was answered with an initialize result")
	}
}

// plainString reports whether encoding/json writes s verbatim between
// quotes, as far as the direct writer knows.
func plainString(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < 0x20 || s[i] > 0x7e || s[i] == '"' || s[i] == '\\' {
			return false
		}
	}
	return true
}

// FuzzInitializeWire checks that whatever the direct writer accepts to
// write, it writes as encoding/json does: any raw id, server version,
// protocol version and extension name.
func FuzzInitializeWire(f *testing.F) {
	f.Add(`1`, "0.1.0-dev", "2025-06-18", SkillsExtension, false)
	f.Add(`"x\u0041\n"`, "é", "2024-11-05", "a\"b", false)
	f.Add(` 1`, "", "", "", true)
	f.Add(`01`, "<>", "x", "\u2028", false)
	f.Add(`1.`, "v", "2025-11-25", "z", false)
	f.Add(`"\x"`, "v", "2025-11-25", "z", false)
	f.Add(`"\u12"`, "v", "2025-11-25", "z", false)
	f.Add(`-`, "v", "2025-11-25", "z", false)
	f.Add(`1e`, "v", "2025-11-25", "z", false)
	f.Add(`nul`, "v", "2025-11-25", "z", false)
	f.Add(`"a"b"`, "v", "2025-11-25", "z", false)
	f.Fuzz(func(t *testing.T, id, version, protocol, extension string, nilExt bool) {
		caps := capabilities{Extensions: map[string]struct{}{extension: {}, SkillsExtension: {}}}
		if nilExt {
			caps.Extensions = nil
		}
		resp := resultResponse(json.RawMessage(id), initializeResult{
			Capabilities:    caps,
			Instructions:    Instructions,
			ProtocolVersion: protocol,
			ServerInfo:      serverInfo{Name: ServerName, Version: version},
		})
		got, ok := appendInitialize(nil, resp)
		if !ok {
			return
		}
		want, err := wirejson.Marshal(resp)
		if err != nil {
			t.Fatalf("id %q: written directly as %s, but encoding/json fails: %v", id, got, err)
		}
		if !bytes.Equal(got, want) {
			t.Fatalf("id %q version %q protocol %q extension %q:\n got %s\nwant %s", id, version, protocol, extension, got, want)
		}
	})
}

// TestInitializeWireDeclines checks that appendInitialize leaves every
// other response to encoding/json.
func TestInitializeWireDeclines(t *testing.T) {
	for _, resp := range []*response{
		resultResponse(json.RawMessage(`1`), struct{}{}),
		resultResponse(json.RawMessage(`1`), &initializeResult{}),
		errorResponse(json.RawMessage(`1`), errorf(CodeInvalidParams, "x")),
		resultResponse(json.RawMessage(`{}`), initializeResult{}),
		resultResponse(json.RawMessage(`true`), initializeResult{}),
		resultResponse(nil, initializeResult{}),
	} {
		if b, ok := appendInitialize(nil, resp); ok {
			t.Errorf("%+v: written directly as %s", resp, b)
		}
	}
}
