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

	"golang.org/x/term"

	"github.com/cajeta-lang/skills/corpus"
	"github.com/cajeta-lang/skills/internal/buildinfo"
	"github.com/cajeta-lang/skills/internal/catalog"
	"github.com/cajeta-lang/skills/internal/lockfile"
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
		"Serve skill discovery to an agent host over the Model Context Protocol: read one\n"+
			"JSON-RPC request per line on stdin, write one response per line on stdout. The tools\n"+
			"searchSkills, listSkills and getSkills, and every skill as a resource, answer from the\n"+
			"embedded corpus and the skills of the dependencies in ./cajeta.lock (of the folder it\n"+
			"starts in; a lockfile that does not load leaves the embedded corpus answering).\n"+
			"\n"+
			"A host starts it itself. Register it by the binary's full path, which works whatever\n"+
			"PATH the host starts with (after 'go install ./cmd/cajeta'):\n"+
			"  claude mcp add cajeta-skills -- \"$(go env GOPATH)/bin/cajeta\" compiler-mcp\n"+
			"  gemini mcp add cajeta-skills \"$(go env GOPATH)/bin/cajeta\" compiler-mcp\n"+
			"  codex mcp add cajeta-skills -- \"$(go env GOPATH)/bin/cajeta\" compiler-mcp\n"+
			"The bare command \"cajeta\" (as in {\"command\":\"cajeta\",\"args\":[\"compiler-mcp\"]}) works\n"+
			"only when the folder holding it is on the PATH the host itself starts with.")
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
	// A lockfile that does not load does not stop the server: it answers
	// from the embedded corpus, and the first request that reads skills
	// gets the error, until the lockfile changes (see mcp.Server.refresh).
	ctx, err := catalog.LoadOrCorpus(env.Dir, corpus.FS)
	srv.Store(mcp.NewServer(ctx, buildinfo.Version))
	if err != nil {
		fmt.Fprintf(env.Stderr, "cajeta %s: %v (serving the embedded corpus alone until %s changes)\n", c.name, err, lockfile.Name)
		srv.Load().StartedWithout(err)
	}
	err = srv.Load().Serve(env.Stdin, writeAfter{env.Stdout, asked})
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

// isTerminal reports whether r is a terminal (term.IsTerminal asks the
// terminal driver). A pipe, a regular file, or another character device
// such as /dev/null is not.
func isTerminal(r io.Reader) bool {
	f, ok := r.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
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
