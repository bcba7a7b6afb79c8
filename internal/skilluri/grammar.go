package skilluri

import "strings"

// The grammars of SPEC 8 for the two parts of a coordinate, which every
// URI of an archive carries: a library or a version in them can hold no
// '/', '@', whitespace or control character, so that each URI made from
// them parses back to them.
const (
	// LibraryGrammar says what ValidLibrary accepts, for error messages.
	LibraryGrammar = "[a-z0-9][a-z0-9._-]*, without '..'"
	// VersionGrammar says what ValidVersion accepts.
	VersionGrammar = "[A-Za-z0-9][A-Za-z0-9.+_-]*"
)

// ValidLibrary reports whether name is a library name: LibraryGrammar.
// Without "..", <name>-<version>.cja also names a file in the current
// folder.
func ValidLibrary(name string) bool {
	lower := func(c byte) bool { return 'a' <= c && c <= 'z' || '0' <= c && c <= '9' }
	return grammar(name, lower, "._-") && !strings.Contains(name, "..")
}

// ValidVersion reports whether version is a version: VersionGrammar.
func ValidVersion(version string) bool {
	alnum := func(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' }
	return grammar(version, alnum, ".+_-")
}

// grammar reports whether s is first[first|punct]*.
func grammar(s string, first func(byte) bool, punct string) bool {
	if s == "" || !first(s[0]) {
		return false
	}
	for i := 1; i < len(s); i++ {
		if c := s[i]; !first(c) && strings.IndexByte(punct, c) < 0 {
			return false
		}
	}
	return true
}
