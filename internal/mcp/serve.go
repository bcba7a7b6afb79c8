package mcp

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"sync"
	"sync/atomic"
	"time"

	"github.com/cajeta-lang/skills/internal/catalog"
	"github.com/cajeta-lang/skills/internal/wirejson"
)

// MaxLine is the longest request line read; a longer one is answered with a
// parse error and skipped.
const MaxLine = 16 << 20

// Server answers MCP requests from one discovery context.
type Server struct {
	ctx     *catalog.Context
	version string
	// negotiated is the revision the last initialize agreed on, "" before
	// one: the only state a connection keeps (SPEC 6). Revisions are
	// dates, so they compare as strings.
	negotiated string
	// skillSet is every skill as an Agent Skill, made at first need.
	skillSet *skillSet
	// broken is what the last reload read when it failed, nil when the
	// current context is up to date (see refresh).
	broken *catalog.Watch
	// atStart is the error of a lockfile that failed to load at start, for
	// the first request that reads skills (see StartedWithout).
	atStart error
	// writing is held while a response line is written, and from Quiesce
	// on: computing an answer holds nothing, so a signal never waits for it.
	writing sync.Mutex
	// wrote is when the line being written last made progress (the
	// client read a chunk of it), in Unix nanoseconds.
	wrote atomic.Int64
}

// NewServer returns a server over ctx reporting compiler version version.
func NewServer(ctx *catalog.Context, version string) *Server {
	return &Server{ctx: ctx, version: version}
}

// StartedWithout tells the server that its context is the embedded corpus
// alone because the lockfile failed to load at start with err (see
// catalog.LoadOrCorpus). As when a reload fails, the first request that
// reads skills gets that error, naming the file, and the corpus answers the
// others until the lockfile changes; then it is loaded again.
func (s *Server) StartedWithout(err error) {
	s.atStart = err
}

// Serve reads requests from in, one JSON object per line, and writes each
// response to out as one line, flushed, in request order. At the end of in,
// every response due has been written and Serve returns nil. It returns an
// error only when out fails.
func (s *Server) Serve(in io.Reader, out io.Writer) error {
	r := bufio.NewReaderSize(in, 64<<10)
	w := bufio.NewWriter(out)
	for {
		line, tooLong, err := readLine(r)
		if err != nil && !errors.Is(err, io.EOF) {
			return fmt.Errorf("reading requests: %v", err)
		}
		if werr := s.answer(w, line, tooLong); werr != nil {
			return werr
		}
		s.ctx.Start() // after the first answer, which may be initialize, get the tools ready
		if err != nil {
			return nil
		}
	}
}

// answer answers one line, holding writing while its response is written.
func (s *Server) answer(w *bufio.Writer, line []byte, tooLong bool) error {
	var resp *response
	if tooLong {
		resp = errorResponse(nullID, errorf(CodeParseError, "parse error: line longer than %d bytes", MaxLine))
	} else if len(line) > 0 {
		resp = s.handleLine(line)
	}
	if resp == nil {
		return nil
	}
	b := encode(resp)
	s.writing.Lock()
	defer s.writing.Unlock()
	return s.write(w, b)
}

// writeChunk is how much of a response line is written at a time: the
// line makes progress, which Quiesce watches, each time the client has
// read this much of it.
const writeChunk = 4 << 10

// write writes the line b to w a chunk at a time, flushing each and
// recording the time each was taken, so that Quiesce can tell a client
// still reading from one that stopped.
func (s *Server) write(w *bufio.Writer, b []byte) error {
	s.wrote.Store(time.Now().UnixNano())
	for len(b) > 0 {
		n := min(len(b), writeChunk)
		if _, err := w.Write(b[:n]); err != nil {
			return fmt.Errorf("writing response: %w", err)
		}
		if err := w.Flush(); err != nil {
			return fmt.Errorf("writing response: %w", err)
		}
		s.wrote.Store(time.Now().UnixNano())
		b = b[n:]
	}
	return nil
}

// Quiesce keeps the server from starting another response line and waits
// for the one being written, if any, to be written whole, so that the
// caller, stopping on a signal, can exit without cutting a line in half
// (SPEC 7). It waits as long as the client keeps reading that line, and
// gives up once the line has made no progress for grace, counted from the
// call at the earliest: the client stopped reading, and the process may
// exit, the line unfinished. A request being computed is not waited for.
// It reports whether the last line was whole.
func (s *Server) Quiesce(grace time.Duration) bool {
	called := time.Now()
	for !s.writing.TryLock() {
		last := time.Unix(0, s.wrote.Load())
		if last.Before(called) {
			last = called
		}
		if time.Since(last) > grace {
			return false
		}
		time.Sleep(5 * time.Millisecond)
	}
	return true
}

// handleLine answers one request line, returning nil for a line that gets
// no answer (a notification, a blank line).
func (s *Server) handleLine(line []byte) *response {
	req, resp := decode(line)
	if req == nil {
		return resp
	}
	result, err := s.dispatch(req)
	if err != nil {
		var rpcErr *Error
		if !errors.As(err, &rpcErr) {
			rpcErr = errorf(CodeInternalError, "internal error: %v", err)
		}
		return errorResponse(req.id, rpcErr)
	}
	return resultResponse(req.id, result)
}

// encode is the wire line of resp, newline included.
func encode(resp *response) []byte {
	if b, ok := appendInitialize(nil, resp); ok {
		return append(b, '\n')
	}
	b, err := wirejson.Marshal(resp)
	if err != nil {
		b, _ = wirejson.Marshal(errorResponse(resp.ID, errorf(CodeInternalError, "internal error: %v", err)))
	}
	return append(b, '\n')
}

// readLine reads the next line of r without its newline (LF or CRLF: a
// line of MaxLine bytes is accepted with either). A line over MaxLine is
// consumed and reported as tooLong. At the end of input it returns the
// last, unterminated, line (maybe empty) with io.EOF.
func readLine(r *bufio.Reader) (line []byte, tooLong bool, err error) {
	chunk, err := r.ReadSlice('\n')
	if !errors.Is(err, bufio.ErrBufferFull) {
		return trimEOL(chunk), false, err // the whole line fit the buffer
	}
	var buf bytes.Buffer
	buf.Write(chunk)
	for {
		chunk, err = r.ReadSlice('\n')
		if !tooLong {
			if buf.Len()+len(chunk) > MaxLine+2 { // room for a CRLF
				tooLong = true
				buf.Reset()
			} else {
				buf.Write(chunk)
			}
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		if line := trimEOL(buf.Bytes()); !tooLong && len(line) <= MaxLine {
			return line, false, err
		}
		return nil, true, err
	}
}

// trimEOL drops a trailing LF or CRLF.
func trimEOL(b []byte) []byte {
	b = bytes.TrimSuffix(b, []byte("\n"))
	return bytes.TrimSuffix(b, []byte("\r"))
}
