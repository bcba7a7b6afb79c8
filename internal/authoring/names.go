package authoring

import (
	"fmt"

	"github.com/cajeta-lang/skills/internal/skilluri"
)

// CheckName checks that name is a library name (skilluri.ValidLibrary), so
// that the skill URIs of its archive parse (no '/' or '@') and
// <name>-<version>.cja names a file in the current directory.
func CheckName(name string) error {
	if !skilluri.ValidLibrary(name) {
		return fmt.Errorf("--name '%s' is not a library name (%s)", name, skilluri.LibraryGrammar)
	}
	return nil
}

// CheckVersion checks that version is a version (skilluri.ValidVersion).
func CheckVersion(version string) error {
	if !skilluri.ValidVersion(version) {
		return fmt.Errorf("--version '%s' is not a version (%s)", version, skilluri.VersionGrammar)
	}
	return nil
}
