package mcp

import (
	"encoding/json"
	"slices"
)

// ServerName is the name the server reports in serverInfo.
const ServerName = "compiler-mcp"

// ProtocolVersions are the legacy MCP revisions the server speaks, those
// of the initialize handshake, oldest first.
var ProtocolVersions = []string{"2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"}

// dispatch answers one request with its result or an error: a modern
// (2026-07-28) request statelessly, any other as the legacy revisions say.
func (s *Server) dispatch(req *request) (any, error) {
	modern, err := modernRequest(req)
	if err != nil {
		return nil, err
	}
	if readsContext(req.method) {
		if err := s.refresh(); err != nil {
			return nil, err
		}
	}
	if modern {
		return s.dispatchModern(req)
	}
	switch req.method {
	case "initialize":
		return s.initialize(req.params)
	case "ping":
		return struct{}{}, nil
	case "tools/list":
		return toolList{Tools: toolDefs()}, nil
	case "tools/call":
		return s.callTool(req.params, s.negotiated >= "2025-11-25")
	}
	if res, ok, err := s.resourceMethod(req); ok {
		return res, err
	}
	switch req.method {
	case methodDiscover:
		return nil, invalidParams("server/discover requires params._meta with '%s' and '%s'", metaProtocolVersion, metaClientCapabilities)
	}
	return nil, errorf(CodeMethodNotFound, "method not found: %s", req.method)
}

// resourceMethod answers the methods of resources and the Skills extension
// (SPEC 9), the same in both eras but for the modern result fields; ok is
// false for any other method.
func (s *Server) resourceMethod(req *request) (res map[string]any, ok bool, err error) {
	switch req.method {
	case "skills/list":
		res, err = s.skillsList(req.params)
	case "skills/get":
		res, err = s.skillsGet(req.params)
	case "resources/list":
		res, err = s.resourcesList(req.params)
	case "resources/templates/list":
		res = s.resourcesTemplates()
	case "resources/read":
		res, err = s.resourcesRead(req.params)
	default:
		return nil, false, nil
	}
	return res, true, err
}

type initializeResult struct {
	Capabilities    capabilities `json:"capabilities"`
	Instructions    string       `json:"instructions"`
	ProtocolVersion string       `json:"protocolVersion"`
	ServerInfo      serverInfo   `json:"serverInfo"`
}

// capabilities are the server's: tools, resources (the skills, SPEC 9),
// and the MCP Skills extension.
type capabilities struct {
	Extensions map[string]struct{} `json:"extensions"`
	Resources  struct{}            `json:"resources"`
	Tools      struct{}            `json:"tools"`
}

var serverCapabilities = capabilities{Extensions: map[string]struct{}{SkillsExtension: {}}}

type serverInfo struct {
	Name    string `json:"name"`
	Version string `json:"version"`
}

// initialize answers with the client's protocol version when the server
// speaks it, else the newest the server speaks.
func (s *Server) initialize(params json.RawMessage) (any, error) {
	var raw json.RawMessage
	if params != nil {
		p, err := object(params)
		if err != nil {
			return nil, invalidParams("initialize params: %v", err)
		}
		raw = p["protocolVersion"]
	}
	version := ProtocolVersions[len(ProtocolVersions)-1]
	if raw != nil && string(raw) != "null" {
		var asked string
		if unmarshalString(raw, &asked) != nil {
			return nil, invalidParams("initialize 'protocolVersion' must be a string")
		}
		if slices.Contains(ProtocolVersions, asked) {
			version = asked
		}
	}
	s.negotiated = version
	return initializeResult{
		Capabilities:    serverCapabilities,
		Instructions:    Instructions,
		ProtocolVersion: version,
		ServerInfo:      serverInfo{Name: ServerName, Version: s.version},
	}, nil
}
