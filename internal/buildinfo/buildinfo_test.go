package buildinfo

import (
	"runtime/debug"
	"testing"
)

// TestVCS: the revision and the modified flag the go command stamps, or
// nothing when there is no revision (a test binary, -buildvcs=false).
func TestVCS(t *testing.T) {
	const rev = "624b6fd0c3b5e0a8d8f4b1b7c0d6e2f1a9b8c7d6"
	for _, tt := range []struct {
		settings []debug.BuildSetting
		want     string
	}{
		{nil, ""},
		{[]debug.BuildSetting{{Key: "-trimpath", Value: "true"}}, ""},
		{[]debug.BuildSetting{{Key: "vcs", Value: "git"}, {Key: "vcs.revision", Value: rev}, {Key: "vcs.modified", Value: "false"}}, "git " + rev},
		{[]debug.BuildSetting{{Key: "vcs", Value: "git"}, {Key: "vcs.revision", Value: rev}, {Key: "vcs.modified", Value: "true"}}, "git " + rev + ", modified"},
		{[]debug.BuildSetting{{Key: "vcs.revision", Value: "abc"}}, "vcs abc"},
	} {
		if got := vcsOf(tt.settings); got != tt.want {
			t.Errorf("vcsOf(%v) = %q, want %q", tt.settings, got, tt.want)
		}
	}
}
