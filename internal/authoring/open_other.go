//go:build !unix

package authoring

// openFlags: where the system has no O_NOFOLLOW, readSkillFile relies on
// its Lstat before the open.
const openFlags = 0
