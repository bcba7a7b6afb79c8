//go:build !unix

package catalog

// openFlags: elsewhere the Lstat before the open and the check that the
// opened file is the one Lstat saw are the guard.
const openFlags = 0
