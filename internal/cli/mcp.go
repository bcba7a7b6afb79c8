package cli

import (
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/cajeta-lang/skills/internal/buildinfo"
	"github.com/cajeta-lang/skills/internal/mcp"
)

var mcpCommand = &command{
	name:  "compiler-mcp",
	usage: "compiler-mcp",
	short: "serve skill discovery over MCP (JSON-RPC on stdin and stdout)",
	run:   runMCP,
}

func runMCP(c *command, env *Env, args []string) int {
	f := newFlags(c.name, c.usage,
		"Compiler-mcp is the Model Context Protocol server for skill discovery: it reads one\n"+
			"JSON-RPC request per line on stdin and writes one response per line on stdout, serving\n"+
			"the tools searchSkills, listSkills and getSkills over the embedded corpus and the\n"+
			"skills of the dependencies in ./cajeta.lock. Register it with an agent host as\n"+
			"{\"type\":\"stdio\",\"command\":\"cajeta\",\"args\":[\"compiler-mcp\"]}.")
	pos, code, done := f.parse(env, args)
	if done {
		return code
	}
	if len(pos) > 0 {
		return f.usageError(env, "unexpected argument '%s'", pos[0])
	}
	var srv atomic.Pointer[mcp.Server]
	stop, asked := stopOnSignal(&srv)
	defer stop()
	if isTerminal(env.Stdin) {
		fmt.Fprintf(env.Stderr, "cajeta %s: %s\n", c.name, terminalHint)
	}
	ctx, ok := loadContext(env, c.name, false)
	if !ok {
		return ExitFail
	}
	srv.Store(mcp.NewServer(ctx, buildinfo.Version))
	err := srv.Load().Serve(env.Stdin, writeAfter{env.Stdout, asked})
	switch {
	case errors.Is(err, syscall.EPIPE):
		return ExitOK // the client closed its end: nobody is left to answer
	case err != nil:
		fmt.Fprintf(env.Stderr, "cajeta %s: %v\n", c.name, err)
		return ExitFail
	}
	return ExitOK
}

// terminalHint is the one line compiler-mcp writes on stderr when its stdin
// is a terminal, where a person, not an MCP client, would otherwise face a
// server silently waiting for a request.
const terminalHint = "an MCP server, waiting for JSON-RPC requests on stdin (one object per line) and " +
	"answering on stdout; to search by hand try 'cajeta search-skill <name>' (Ctrl-D ends)"

// isTerminal reports whether r is a file opened on a character device, as a
// terminal is. A pipe or a regular file is not.
func isTerminal(r io.Reader) bool {
	f, ok := r.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

// quiesceGrace is how long a signal waits for a response line being
// written to make progress: a client that reads none of it for that long
// has stopped reading, and the process exits anyway; one that keeps
// reading gets the whole line (SPEC 7).
const quiesceGrace = 500 * time.Millisecond

// stopOnSignal makes SIGTERM, SIGINT and SIGHUP (a host's terminal
// closing) end the process with exit code 0 once no response is half
// written, or the client has stopped reading. It
// also asks for SIGPIPE, so that a write to a closed stdout fails with EPIPE
// instead of killing the process. The returned func has both undone in the
// background: signal.Stop waits for the runtime's signal loop goroutine to
// be scheduled, which with the corpus being read on every CPU took a few
// milliseconds, and a process that is about to exit need not wait for it.
//
// Asking for the signals takes a round trip to the runtime's signal thread
// per signal, and starts that thread: it is done in the background, while
// the server loads its context and reads its first request, and asked is
// closed once it is done. The server's output must wait for asked (see
// writeAfter), so that no write is made before SIGPIPE is asked for. A
// signal before srv holds the server ends the process at once.
func stopOnSignal(srv *atomic.Pointer[mcp.Server]) (stop func(), asked <-chan struct{}) {
	sigs := make(chan os.Signal, 1)
	done := make(chan struct{})
	notified := make(chan struct{})
	go func() {
		signal.Notify(sigs, syscall.SIGTERM, os.Interrupt, syscall.SIGHUP, syscall.SIGPIPE)
		close(notified)
		for {
			select {
			case sig := <-sigs:
				if sig == syscall.SIGPIPE {
					continue
				}
				if s := srv.Load(); s != nil {
					s.Quiesce(quiesceGrace)
				}
				os.Exit(ExitOK)
			case <-done:
				signal.Stop(sigs)
				return
			}
		}
	}()
	return func() { close(done) }, notified
}

// writeAfter is w, whose writes wait until ready is closed.
type writeAfter struct {
	w     io.Writer
	ready <-chan struct{}
}

func (a writeAfter) Write(p []byte) (int, error) {
	<-a.ready
	return a.w.Write(p)
}
