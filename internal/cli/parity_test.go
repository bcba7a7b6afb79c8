package cli

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// run runs the command line in a project directory with no lockfile.
func run(t *testing.T, dir, stdin string, args ...string) (stdout string, code int) {
	t.Helper()
	var out, errOut bytes.Buffer
	code = Main(args, &Env{Stdin: strings.NewReader(stdin), Stdout: &out, Stderr: &errOut, Dir: dir})
	return out.String(), code
}

// TestParity: for each query, the CLI's --json output and the items of the
// MCP tool's structuredContent are the same bytes, and the text content is
// the structured object itself.
func TestParity(t *testing.T) {
	dir := t.TempDir()
	for _, tt := range []struct {
		cli       []string
		tool, arg string // tool name and its arguments object
		field     string // the structured field holding the items
	}{
		{[]string{"search-skill", "cajeta/language/ownership"}, "searchSkills", `{"name":"cajeta/language/ownership"}`, "results"},
		{[]string{"search-skill", "File.opne"}, "searchSkills", `{"name":"File.opne"}`, "results"},
		{[]string{"search-skill", "cajeta.io", "--exact"}, "searchSkills", `{"name":"cajeta.io","exact":true}`, "results"},
		{[]string{"search-skill", "zzzzzz"}, "searchSkills", `{"name":"zzzzzz"}`, "results"},
		{[]string{"search-skill", "ArrayList", "--version", "1.0"}, "searchSkills", `{"name":"ArrayList","version":"1.0"}`, "results"},
		{[]string{"list-skills"}, "listSkills", `{}`, "skills"},
		{[]string{"list-skills", "cajeta/io/file"}, "listSkills", `{"scope":"cajeta/io/file"}`, "skills"},
		{[]string{"list-skills", "cajeta/io", "--version", "2.0"}, "listSkills", `{"scope":"cajeta/io","version":"2.0"}`, "skills"},
		{[]string{"get-skills", "cja-skill://cajeta.language@1.0/language-ownership,bad,cja-skill://cajeta.io@1.0/io-overview"}, "getSkills",
			`{"uris":["cja-skill://cajeta.language@1.0/language-ownership","bad","cja-skill://cajeta.io@1.0/io-overview"]}`, "skills"},
	} {
		cliOut, _ := run(t, dir, "", append(tt.cli, "--json")...)
		req := `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"` + tt.tool + `","arguments":` + tt.arg + `}}` + "\n"
		mcpOut, code := run(t, dir, req, "compiler-mcp")
		if code != ExitOK {
			t.Fatalf("compiler-mcp exit %d", code)
		}
		var resp struct {
			Result struct {
				Content []struct {
					Text string `json:"text"`
				} `json:"content"`
				StructuredContent json.RawMessage `json:"structuredContent"`
			} `json:"result"`
		}
		if err := json.Unmarshal([]byte(mcpOut), &resp); err != nil {
			t.Fatalf("%s: %v in %s", tt.tool, err, mcpOut)
		}
		var structured map[string]json.RawMessage
		if err := json.Unmarshal(resp.Result.StructuredContent, &structured); err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(strings.TrimSuffix(cliOut, "\n"), string(structured[tt.field])); diff != "" {
			t.Errorf("%v: CLI --json and %s items differ (-cli +mcp):\n%s", tt.cli, tt.tool, diff)
		}
		if len(resp.Result.Content) != 1 || resp.Result.Content[0].Text != string(resp.Result.StructuredContent) {
			t.Errorf("%v: text content is not the structured result", tt.cli)
		}
	}
}
