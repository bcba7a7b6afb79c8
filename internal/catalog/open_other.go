//go:build !unix

package catalog

// openFlags: elsewhere the Lstat before the open and the check that the
// opened file is the one Lstat saw are the guard.
const openFlags = 0

// openError is err: the guard against running out of files is unix's.
func openError(err error) error { return err }
