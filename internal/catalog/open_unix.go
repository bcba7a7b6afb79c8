//go:build unix

package catalog

import "syscall"

// openFlags open an archive without following a link at the last
// component and without blocking on a FIFO or device.
const openFlags = syscall.O_NONBLOCK | syscall.O_NOFOLLOW
