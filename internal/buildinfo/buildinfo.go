// Package buildinfo holds the compiler version the binary reports.
package buildinfo

// Version is the Cajeta compiler version, reported by `cajeta version` and
// in the MCP server's serverInfo. Release builds set it with
// -ldflags "-X github.com/cajeta-lang/skills/internal/buildinfo.Version=...".
var Version = "0.1.0-dev"
