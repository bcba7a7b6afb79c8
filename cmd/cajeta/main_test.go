package main

import (
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
)

var update = flag.Bool("update", false, "rewrite the golden sections of testdata/scripts/*.txtar to match the output")

func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){
		"cajeta": func() { os.Exit(cajetaMain()) },
	})
}

// TestScripts runs the golden scenarios: each testdata/scripts/*.txtar runs
// cajeta in a fresh project directory and compares stdout, stderr and the
// exit code with the sections of the same file.
func TestScripts(t *testing.T) {
	testscript.Run(t, scriptParams(filepath.Join("..", "..", "testdata", "scripts")))
}

func scriptParams(dir string) testscript.Params {
	return testscript.Params{
		Dir:                 dir,
		UpdateScripts:       *update,
		RequireExplicitExec: true,
		RequireUniqueNames:  true,
		Setup: func(e *testscript.Env) error {
			// Nothing of the machine may leak into goldens.
			home := filepath.Join(e.WorkDir, ".home")
			e.Setenv("HOME", home)
			e.Setenv("XDG_CACHE_HOME", filepath.Join(home, ".cache"))
			setupMCP(e)
			return os.MkdirAll(home, 0o777)
		},
		Cmds: scriptCommands,
	}
}
