// Command hello is the floor BenchmarkStartup measures the servers against:
// a Go binary that reads one line from stdin and writes it back, so its cost
// is process start-up, the Go runtime's initialisation and one pipe round
// trip, with no work at all.
package main

import (
	"bufio"
	"os"
)

func main() {
	line, _ := bufio.NewReader(os.Stdin).ReadBytes('\n')
	os.Stdout.Write(line)
}
