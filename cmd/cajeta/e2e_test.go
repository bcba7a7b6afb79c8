package main

import (
	"context"
	"encoding/json"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// buildCajeta builds the cajeta binary into a temporary directory.
func buildCajeta(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin := filepath.Join(t.TempDir(), "cajeta")
	out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// TestGoSDKClient drives the real binary, as a subprocess over stdio, with
// the official MCP Go SDK's client: the handshake, tools/list, a call of each
// tool, and a clean shutdown. Each era the client speaks is run in turn.
func TestGoSDKClient(t *testing.T) {
	bin := buildCajeta(t)
	for _, tt := range []struct{ ask, want string }{
		{"2025-06-18", "2025-06-18"},
		{"2025-11-25", "2025-11-25"},
		{"", "2026-07-28"}, // the client's newest: server/discover, then stateless requests
	} {
		version := tt.ask
		t.Run("protocol="+tt.want, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			defer cancel()
			cmd := exec.Command(bin, "compiler-mcp")
			cmd.Dir = t.TempDir()
			client := mcp.NewClient(&mcp.Implementation{Name: "e2e", Version: "1"}, nil)
			session, err := client.Connect(ctx, &mcp.CommandTransport{Command: cmd}, &mcp.ClientSessionOptions{ProtocolVersion: version})
			if err != nil {
				t.Fatalf("Connect: %v", err)
			}
			defer session.Close()
			init := session.InitializeResult()
			if init.ProtocolVersion != tt.want {
				t.Errorf("negotiated %q, want %q", init.ProtocolVersion, tt.want)
			}
			if init.ServerInfo == nil || init.ServerInfo.Name != "compiler-mcp" {
				t.Errorf("serverInfo = %+v", init.ServerInfo)
			}
			if !strings.HasPrefix(init.Instructions, "This server provides skills") {
				t.Errorf("instructions = %q", init.Instructions)
			}

			tools, err := session.ListTools(ctx, nil)
			if err != nil {
				t.Fatalf("ListTools: %v", err)
			}
			var names []string
			for _, tool := range tools.Tools {
				names = append(names, tool.Name)
				if tool.OutputSchema == nil || tool.Annotations == nil || !tool.Annotations.ReadOnlyHint {
					t.Errorf("%s: no output schema or not read-only", tool.Name)
				}
			}
			if diff := cmp.Diff([]string{"searchSkills", "listSkills", "getSkills"}, names); diff != "" {
				t.Errorf("tools mismatch (-want +got):\n%s", diff)
			}

			var search struct {
				Results []struct{ URI, MatchedName, Tier string }
			}
			call(ctx, t, session, "searchSkills", map[string]any{"name": "cajeta/language/ownership"}, &search)
			if len(search.Results) == 0 || search.Results[0].URI != "cja-skill://cajeta.language@1.0/language-ownership" || search.Results[0].Tier != "exact" {
				t.Errorf("searchSkills results = %+v", search.Results)
			}
			var list struct{ Skills []struct{ URI string } }
			call(ctx, t, session, "listSkills", map[string]any{"scope": "cajeta/language"}, &list)
			if len(list.Skills) < 2 {
				t.Errorf("listSkills found %d skills", len(list.Skills))
			}
			var get struct {
				Skills []struct {
					OK      bool
					Payload string
				}
			}
			call(ctx, t, session, "getSkills", map[string]any{"uris": []string{search.Results[0].URI}}, &get)
			if len(get.Skills) != 1 || !get.Skills[0].OK || !strings.Contains(get.Skills[0].Payload, "id: language-ownership") {
				t.Errorf("getSkills = %+v", get.Skills)
			}

			// A bad argument is a protocol error the client reports before
			// revision 2025-11-25, and from it on a tool result with isError
			// that the model can read (SPEC 6); the server keeps serving.
			res, err := session.CallTool(ctx, &mcp.CallToolParams{Name: "getSkills", Arguments: map[string]any{"uris": []string{}}})
			const msg = "getSkills requires at least one string URI"
			if tt.want < "2025-11-25" {
				if err == nil || !strings.Contains(err.Error(), msg) {
					t.Errorf("CallTool with no URIs: %v", err)
				}
			} else if err != nil || !res.IsError || len(res.Content) != 1 || !strings.Contains(res.Content[0].(*mcp.TextContent).Text, msg) {
				t.Errorf("CallTool with no URIs: %+v, %v", res, err)
			}
			// Resources (SPEC 9): the go-sdk client lists them and reads both
			// forms of a skill. (go-sdk v1.8.0, the newest, has no client
			// for the Skills extension's own methods; the goldens cover them.)
			resources, err := session.ListResources(ctx, nil)
			if err != nil || len(resources.Resources) == 0 {
				t.Fatalf("ListResources: %v", err)
			}
			for _, uri := range []string{"skill://cajeta.language/1.0/language-ownership/SKILL.md", search.Results[0].URI} {
				read, err := session.ReadResource(ctx, &mcp.ReadResourceParams{URI: uri})
				if err != nil || len(read.Contents) != 1 || !strings.Contains(read.Contents[0].Text, "# Ownership") {
					t.Errorf("ReadResource(%s): %v", uri, err)
				}
			}
			if _, err := session.ReadResource(ctx, &mcp.ReadResourceParams{URI: "skill://nope/1.0/x/SKILL.md"}); err == nil {
				t.Error("ReadResource of an unknown skill succeeded")
			}
			// Arguments a host adds of its own are ignored.
			call(ctx, t, session, "getSkills", map[string]any{"uris": []string{search.Results[0].URI}, "wait_for_previous": true}, &get)
			if len(get.Skills) != 1 || !get.Skills[0].OK {
				t.Errorf("getSkills with wait_for_previous = %+v", get.Skills)
			}
			call(ctx, t, session, "listSkills", map[string]any{}, &list)
		})
	}
}

// call calls a tool and decodes its structured result into v, checking the
// text content carries the same object.
func call(ctx context.Context, t *testing.T, s *mcp.ClientSession, name string, args map[string]any, v any) {
	t.Helper()
	res, err := s.CallTool(ctx, &mcp.CallToolParams{Name: name, Arguments: args})
	if err != nil {
		t.Fatalf("CallTool(%s): %v", name, err)
	}
	if res.IsError {
		t.Fatalf("CallTool(%s) is an error: %+v", name, res.Content)
	}
	raw, err := json.Marshal(res.StructuredContent)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(raw, v); err != nil {
		t.Fatalf("CallTool(%s): %v", name, err)
	}
	text, ok := res.Content[0].(*mcp.TextContent)
	if !ok {
		t.Fatalf("CallTool(%s): content is %T", name, res.Content[0])
	}
	var fromText, fromStructured any
	json.Unmarshal([]byte(text.Text), &fromText)
	json.Unmarshal(raw, &fromStructured)
	if diff := cmp.Diff(fromStructured, fromText); diff != "" {
		t.Errorf("CallTool(%s): text and structured content differ:\n%s", name, diff)
	}
}
