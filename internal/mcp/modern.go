package mcp

import (
	"encoding/json"
	"slices"
)

// The stateless revision of MCP, 2026-07-28: no initialize and no ping; a
// client may probe with server/discover, and every request names its
// protocol version and the client's capabilities in params._meta. The
// server is dual-era: a request that carries these fields is served in the
// modern form, any other exactly as the legacy revisions say.

// ModernProtocolVersions are the stateless MCP revisions the server speaks.
var ModernProtocolVersions = []string{"2026-07-28"}

const (
	methodDiscover         = "server/discover"
	metaPrefix             = "io.modelcontextprotocol/"
	metaProtocolVersion    = metaPrefix + "protocolVersion"
	metaClientCapabilities = metaPrefix + "clientCapabilities"
	metaServerInfo         = metaPrefix + "serverInfo"

	resultComplete = "complete"
	// cacheTTLMs is how long a client may keep the answers that no
	// lockfile changes (tools/list, server/discover, the resource
	// templates): the process never changes them.
	cacheTTLMs = 300000
	cacheScope = "public" // nothing in them is specific to a user or a project
	// The answers made from the skills (skills/*, resources/list and
	// resources/read) follow the project's lockfile from one request to
	// the next (README, "A project that changes under the server"): a
	// client may not reuse them (ttlMs 0, immediately stale), and a cache
	// shared between users may not hand one project's dependency skills to
	// another (private).
	skillsTTLMs      = 0
	skillsCacheScope = "private"
	removedHint      = "not part of MCP 2026-07-28, whose clients start with server/discover"
)

// modernRequest reports whether req is a modern request: server/discover,
// or any request whose params._meta names the protocol version or the
// client capabilities. A modern request must carry both, and name a
// version the server speaks. Other keys under io.modelcontextprotocol/
// (related-task, clientInfo) do not make a request modern: a legacy
// client may send them too.
func modernRequest(req *request) (bool, error) {
	var meta map[string]json.RawMessage
	if raw := member(req.params, "_meta"); len(raw) > 0 && raw[0] == '{' { // a _meta of another type is no meta
		m, err := object(raw)
		if err != nil {
			return false, invalidParams("params._meta: %v", err)
		}
		meta = m
	}
	_, hasVersion := meta[metaProtocolVersion]
	_, hasCapabilities := meta[metaClientCapabilities]
	modern := req.method == methodDiscover && meta != nil || hasVersion || hasCapabilities
	if !modern {
		return false, nil
	}
	var version string
	if raw, ok := meta[metaProtocolVersion]; !ok || unmarshalString(raw, &version) != nil {
		return true, invalidParams("missing required _meta field '%s' (a string)", metaProtocolVersion)
	}
	if raw := meta[metaClientCapabilities]; len(raw) == 0 || raw[0] != '{' {
		return true, invalidParams("missing required _meta field '%s' (an object)", metaClientCapabilities)
	}
	if !slices.Contains(ModernProtocolVersions, version) {
		return true, &Error{
			Code:    CodeUnsupportedProtocolVersion,
			Message: "unsupported protocol version '" + version + "'",
			Data:    unsupportedVersion{Requested: version, Supported: supportedVersions()},
		}
	}
	return true, nil
}

type unsupportedVersion struct {
	Requested string   `json:"requested"`
	Supported []string `json:"supported"`
}

// supportedVersions lists every revision the server speaks, newest first.
func supportedVersions() []string {
	all := slices.Concat(ProtocolVersions, ModernProtocolVersions) // oldest first
	slices.Reverse(all)
	return all
}

func (s *Server) dispatchModern(req *request) (any, error) {
	ttl := cacheTTLMs
	switch req.method {
	case methodDiscover:
		return discoverResult{
			Meta:              map[string]serverInfo{metaServerInfo: {Name: ServerName, Version: s.version}},
			CacheScope:        cacheScope,
			Capabilities:      serverCapabilities,
			Instructions:      Instructions,
			ResultType:        resultComplete,
			SupportedVersions: supportedVersions(),
			TTLMs:             cacheTTLMs,
		}, nil
	case "tools/list":
		return toolList{CacheScope: cacheScope, ResultType: resultComplete, Tools: toolDefs(), TTLMs: &ttl}, nil
	case "tools/call":
		res, err := s.callTool(req.params, true)
		if err != nil {
			return nil, err
		}
		res.ResultType = resultComplete
		return res, nil
	case "initialize", "ping":
		return nil, errorf(CodeMethodNotFound, "method not found: %s (%s)", req.method, removedHint)
	}
	if res, ok, err := s.resourceMethod(req); ok {
		if err != nil {
			return nil, err
		}
		res["resultType"], res["ttlMs"], res["cacheScope"] = resultComplete, skillsTTLMs, skillsCacheScope
		if req.method == "resources/templates/list" {
			res["ttlMs"], res["cacheScope"] = cacheTTLMs, cacheScope
		}
		return res, nil
	}
	return nil, errorf(CodeMethodNotFound, "method not found: %s", req.method)
}

// discoverResult is the server/discover result; server identity goes in
// _meta, as the revision's schema puts it.
type discoverResult struct {
	Meta              map[string]serverInfo `json:"_meta"`
	CacheScope        string                `json:"cacheScope"`
	Capabilities      capabilities          `json:"capabilities"`
	Instructions      string                `json:"instructions"`
	ResultType        string                `json:"resultType"`
	SupportedVersions []string              `json:"supportedVersions"`
	TTLMs             int                   `json:"ttlMs"`
}
