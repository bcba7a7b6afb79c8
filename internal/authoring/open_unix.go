//go:build unix

package authoring

import "syscall"

// openFlags open a file without following a symbolic link at its last
// component and without blocking on a named pipe.
const openFlags = syscall.O_NONBLOCK | syscall.O_NOFOLLOW
