//go:build !unix

package lockfile

import "os"

// openFlags: elsewhere the file type is checked after open (see
// checkRegular) without the open-time guards of Unix.
const openFlags = 0

const createFlags = 0

func isLink(err error) bool { return false }

// flock does not lock outside Unix: concurrent installs are not serialised
// there.
func flock(f *os.File) error { return nil }
