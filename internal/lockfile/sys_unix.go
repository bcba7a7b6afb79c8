//go:build unix

package lockfile

import (
	"errors"
	"os"
	"syscall"
)

// openFlags open a file without blocking on a FIFO or device and without
// following a symbolic link at the last component.
const openFlags = syscall.O_NONBLOCK | syscall.O_NOFOLLOW | syscall.O_CLOEXEC

// createFlags create a temporary file without following a symbolic link.
const createFlags = syscall.O_NOFOLLOW | syscall.O_CLOEXEC

// isLink reports whether err is an open refused by O_NOFOLLOW.
func isLink(err error) bool { return errors.Is(err, syscall.ELOOP) }

// flock waits for an exclusive lock on f, released when f is closed.
func flock(f *os.File) error {
	for {
		err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX)
		if err != syscall.EINTR {
			return err
		}
	}
}
