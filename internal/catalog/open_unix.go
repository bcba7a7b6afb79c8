//go:build unix

package catalog

import (
	"errors"
	"fmt"
	"syscall"
)

// openFlags open an archive without following a link at the last
// component and without blocking on a FIFO or device.
const openFlags = syscall.O_NONBLOCK | syscall.O_NOFOLLOW

// openError says, of an open that failed because the process has as many
// files open as it may, what to do about it: every archive with skills is
// kept open.
func openError(err error) error {
	if errors.Is(err, syscall.EMFILE) || errors.Is(err, syscall.ENFILE) {
		return fmt.Errorf("%v (every archive with skills is kept open for the life of the process: raise the open-file limit, ulimit -n)", err)
	}
	return err
}
