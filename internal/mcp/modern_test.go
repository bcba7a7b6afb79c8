package mcp

import (
	"encoding/json"
	"testing"
)

// TestModernCacheHints: in a 2026-07-28 request, an answer that comes from
// the lockfile's skills (skills/*, resources/list, resources/read) may not
// be reused (ttlMs 0) nor shared between projects (cacheScope private): the
// server follows a changed lockfile from the next request on, and a shared
// cache must not hand one project's dependency skills to another. What no
// lockfile changes (tools/list, server/discover, the resource templates)
// keeps its five minutes, public.
func TestModernCacheHints(t *testing.T) {
	s := bigServer(t, 3)
	const meta = `"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}`
	for _, tt := range []struct {
		method, params string
		ttl            int
		scope          string
	}{
		{"skills/list", `{` + meta + `}`, 0, "private"},
		{"skills/get", `{"uri":"skill://acme.x/1.0/x-0001/SKILL.md",` + meta + `}`, 0, "private"},
		{"resources/list", `{` + meta + `}`, 0, "private"},
		{"resources/read", `{"uri":"skill://acme.x/1.0/x-0001/SKILL.md",` + meta + `}`, 0, "private"},
		{"resources/read", `{"uri":"cja-skill://acme.x@1.0/x-0001",` + meta + `}`, 0, "private"},
		{"resources/templates/list", `{` + meta + `}`, cacheTTLMs, "public"},
		{"tools/list", `{` + meta + `}`, cacheTTLMs, "public"},
		{"server/discover", `{` + meta + `}`, cacheTTLMs, "public"},
	} {
		res := call(t, s, tt.method, tt.params)
		var ttl int
		var scope string
		if json.Unmarshal(res["ttlMs"], &ttl) != nil || json.Unmarshal(res["cacheScope"], &scope) != nil {
			t.Errorf("%s: no ttlMs or cacheScope: %s, %s", tt.method, res["ttlMs"], res["cacheScope"])
			continue
		}
		if ttl != tt.ttl || scope != tt.scope {
			t.Errorf("%s %.40s: ttlMs %d, cacheScope %q; want %d, %q", tt.method, tt.params, ttl, scope, tt.ttl, tt.scope)
		}
	}
}
