// Command cajeta is the Cajeta compiler driver's skill discovery side: the
// compiler-mcp server and the search-skill, list-skills and get-skills verbs
// over the embedded corpus and the project's resolved dependencies.
package main

import (
	"os"

	"github.com/cajeta-lang/skills/internal/cli"
)

func main() { os.Exit(cajetaMain()) }

// cajetaMain runs the command line in the current directory and returns the
// exit code.
func cajetaMain() int {
	return cli.Main(os.Args[1:], &cli.Env{Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr, Dir: "."})
}
