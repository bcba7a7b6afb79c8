package cli

import (
	"fmt"
	"os"
	"syscall"
	"testing"
	"unsafe"
)

// TestMCPTerminalHintPTY: compiler-mcp on a real terminal, a Linux
// pseudo-terminal, gives the hint; Ctrl-D typed at it ends the input.
func TestMCPTerminalHintPTY(t *testing.T) {
	master, tty := openPTY(t)
	defer master.Close()
	defer tty.Close()
	if _, err := master.Write([]byte{4}); err != nil { // Ctrl-D: end of input
		t.Fatal(err)
	}
	checkHint(t, "pseudo-terminal", tty, "cajeta compiler-mcp: "+terminalHint+"\n")
}

// openPTY opens a pseudo-terminal pair, or skips the test where the
// system has none to lend.
func openPTY(t *testing.T) (master, tty *os.File) {
	master, err := os.OpenFile("/dev/ptmx", os.O_RDWR|syscall.O_NOCTTY, 0)
	if err != nil {
		t.Skip("no pseudo-terminal:", err)
	}
	ioctl := func(req uintptr, arg unsafe.Pointer) error {
		if _, _, e := syscall.Syscall(syscall.SYS_IOCTL, master.Fd(), req, uintptr(arg)); e != 0 {
			return e
		}
		return nil
	}
	var unlock int32
	var n uint32
	if err := ioctl(syscall.TIOCSPTLCK, unsafe.Pointer(&unlock)); err != nil {
		master.Close()
		t.Skip("no pseudo-terminal:", err)
	}
	if err := ioctl(syscall.TIOCGPTN, unsafe.Pointer(&n)); err != nil {
		master.Close()
		t.Skip("no pseudo-terminal:", err)
	}
	tty, err = os.OpenFile(fmt.Sprintf("/dev/pts/%d", n), os.O_RDWR|syscall.O_NOCTTY, 0)
	if err != nil {
		master.Close()
		t.Skip("no pseudo-terminal:", err)
	}
	return master, tty
}
