package main

import (
	"syscall"

	"github.com/rogpeppe/go-internal/testscript"
)

func init() {
	scriptCommands["mkfifo"] = mkfifo
}

// mkfifo: mkfifo FILE makes a named pipe at FILE, so that a scenario can
// put one where a skill file should be.
func mkfifo(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 1 {
		ts.Fatalf("usage: mkfifo FILE")
	}
	ts.Check(syscall.Mkfifo(ts.MkAbs(args[0]), 0o666))
}
