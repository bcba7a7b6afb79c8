// Package buildinfo holds the compiler version the binary reports, and the
// version control state it was built from.
package buildinfo

import "runtime/debug"

// Version is the Cajeta compiler version, reported by `cajeta version` and
// in the MCP server's serverInfo. Release builds set it with
// -ldflags "-X github.com/cajeta-lang/skills/internal/buildinfo.Version=...".
var Version = "0.1.0-dev"

// VCS describes the version control state the binary was built from, as
// the go command stamps it (go build in a checkout; not go test, nor a
// build with -buildvcs=false): "git <revision>", with ", modified" when
// the work tree had uncommitted changes. It is "" when there is no such
// stamp, so that two builds of one Version can be told apart when they
// can be at all.
func VCS() string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return ""
	}
	return vcsOf(info.Settings)
}

// vcsOf is VCS from the build settings.
func vcsOf(settings []debug.BuildSetting) string {
	var system, revision, modified string
	for _, s := range settings {
		switch s.Key {
		case "vcs":
			system = s.Value
		case "vcs.revision":
			revision = s.Value
		case "vcs.modified":
			modified = s.Value
		}
	}
	if revision == "" {
		return ""
	}
	if system == "" {
		system = "vcs"
	}
	out := system + " " + revision
	if modified == "true" {
		out += ", modified"
	}
	return out
}
