package authoring

import (
	"fmt"
	"strings"
)

// CheckName checks that name is a library name, [a-z0-9][a-z0-9._-]*
// without "..", so that the skill URIs of its archive parse (no '/' or '@')
// and <name>-<version>.cja names a file in the current directory.
func CheckName(name string) error {
	if !grammar(name, func(c byte) bool { return 'a' <= c && c <= 'z' || '0' <= c && c <= '9' }, "._-") || strings.Contains(name, "..") {
		return fmt.Errorf("--name '%s' is not a library name ([a-z0-9][a-z0-9._-]*, without '..')", name)
	}
	return nil
}

// CheckVersion checks that version is a version, [A-Za-z0-9][A-Za-z0-9.+_-]*.
func CheckVersion(version string) error {
	alnum := func(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' }
	if !grammar(version, alnum, ".+_-") {
		return fmt.Errorf("--version '%s' is not a version ([A-Za-z0-9][A-Za-z0-9.+_-]*)", version)
	}
	return nil
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
