// Command gosdk is a peer BenchmarkStartup measures cajeta compiler-mcp
// against: a minimal MCP server on the official Go SDK over stdio, with the
// same three tool names (searchSkills, listSkills, getSkills) and typed
// arguments and results, but no skills behind them.
package main

import (
	"context"
	"log"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type searchArgs struct {
	Name    string `json:"name" jsonschema:"canonical name, suffix of one, or skill title"`
	Version string `json:"version,omitempty"`
	From    string `json:"from,omitempty"`
	Exact   bool   `json:"exact,omitempty"`
}

type result struct {
	Distance    int    `json:"distance"`
	MatchedName string `json:"matchedName"`
	Tier        string `json:"tier"`
	URI         string `json:"uri"`
}

type searchOut struct {
	Results []result `json:"results"`
}

type listArgs struct {
	Scope   string `json:"scope,omitempty"`
	Version string `json:"version,omitempty"`
	From    string `json:"from,omitempty"`
}

type entry struct {
	Names []string `json:"names"`
	Title string   `json:"title"`
	URI   string   `json:"uri"`
}

type listOut struct {
	Skills []entry `json:"skills"`
}

type getArgs struct {
	URIs []string `json:"uris"`
}

type fetched struct {
	Error   string `json:"error,omitempty"`
	OK      bool   `json:"ok"`
	Payload string `json:"payload,omitempty"`
	URI     string `json:"uri"`
}

type getOut struct {
	Skills []fetched `json:"skills"`
}

func main() {
	s := mcp.NewServer(&mcp.Implementation{Name: "compiler-mcp", Version: "0.1.0-dev"},
		&mcp.ServerOptions{Instructions: "This server provides skills."})
	readOnly := &mcp.ToolAnnotations{ReadOnlyHint: true, IdempotentHint: true}
	mcp.AddTool(s, &mcp.Tool{Name: "searchSkills", Description: "Find skills by name.", Annotations: readOnly},
		func(context.Context, *mcp.CallToolRequest, searchArgs) (*mcp.CallToolResult, searchOut, error) {
			return nil, searchOut{Results: []result{}}, nil
		})
	mcp.AddTool(s, &mcp.Tool{Name: "listSkills", Description: "List skills under a scope.", Annotations: readOnly},
		func(context.Context, *mcp.CallToolRequest, listArgs) (*mcp.CallToolResult, listOut, error) {
			return nil, listOut{Skills: []entry{}}, nil
		})
	mcp.AddTool(s, &mcp.Tool{Name: "getSkills", Description: "Fetch skill payloads by URI.", Annotations: readOnly},
		func(_ context.Context, _ *mcp.CallToolRequest, a getArgs) (*mcp.CallToolResult, getOut, error) {
			return nil, getOut{Skills: []fetched{}}, nil
		})
	if err := s.Run(context.Background(), &mcp.StdioTransport{}); err != nil {
		log.Fatal(err)
	}
}
