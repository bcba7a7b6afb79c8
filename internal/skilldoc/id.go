package skilldoc

import "fmt"

// MaxIDLen is the longest skill id accepted.
const MaxIDLen = 128

// CheckID reports whether id is a valid skill id: 1 to 128 bytes of
// [A-Za-z0-9._-], so that "skills/<id>.md" can never leave the skills folder.
func CheckID(id string) error {
	if id == "" {
		return fmt.Errorf("field 'id' is empty")
	}
	if len(id) > MaxIDLen {
		return fmt.Errorf("field 'id' is longer than %d characters", MaxIDLen)
	}
	if id == "." || id == ".." {
		return fmt.Errorf("field 'id' %q is not a valid id", id)
	}
	for i := 0; i < len(id); i++ {
		c := id[i]
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '.' || c == '_' || c == '-') {
			return fmt.Errorf("field 'id' %q has a character outside [A-Za-z0-9._-]", id)
		}
	}
	return nil
}

// CheckName reports whether name is a well-formed canonical name: segments
// of printable, non-space characters, separated by single '/' or '.'.
func CheckName(name string) error {
	prev := byte('/')
	for i := 0; i < len(name); i++ {
		c := name[i]
		sep := c == '/' || c == '.'
		switch {
		case c <= ' ' || c == 0x7f:
			return fmt.Errorf("name %q has a space or control character", name)
		case sep && (prev == '/' || prev == '.'):
			return fmt.Errorf("name %q has an empty segment", name)
		}
		prev = c
	}
	if prev == '/' || prev == '.' {
		return fmt.Errorf("name %q has an empty segment", name)
	}
	return nil
}
