package mcp

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"sync"

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
	// busy is held while a request is answered and its response written.
	busy sync.Mutex
}

// NewServer returns a server over ctx reporting compiler version version.
func NewServer(ctx *catalog.Context, version string) *Server {
	return &Server{ctx: ctx, version: version}
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

// answer answers one line, holding busy until its response is written.
func (s *Server) answer(w *bufio.Writer, line []byte, tooLong bool) error {
	s.busy.Lock()
	defer s.busy.Unlock()
	var resp *response
	if tooLong {
		resp = errorResponse(nullID, errorf(CodeParseError, "parse error: line longer than %d bytes", MaxLine))
	} else if len(line) > 0 {
		resp = s.handleLine(line)
	}
	if resp == nil {
		return nil
	}
	return write(w, resp)
}

// Quiesce waits until no response is being written, and from then on keeps
// the server from writing any: the caller, stopping on a signal, can exit
// without cutting a response line in half.
func (s *Server) Quiesce() {
	s.busy.Lock()
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

func write(w *bufio.Writer, resp *response) error {
	b, err := wirejson.Marshal(resp)
	if err != nil {
		b, _ = wirejson.Marshal(errorResponse(resp.ID, errorf(CodeInternalError, "internal error: %v", err)))
	}
	b = append(b, '\n')
	if _, err := w.Write(b); err != nil {
		return fmt.Errorf("writing response: %w", err)
	}
	if err := w.Flush(); err != nil {
		return fmt.Errorf("writing response: %w", err)
	}
	return nil
}

// readLine reads the next line of r without its newline. A line over
// MaxLine is consumed and reported as tooLong. At the end of input it returns
// the last, unterminated, line (maybe empty) with io.EOF.
func readLine(r *bufio.Reader) (line []byte, tooLong bool, err error) {
	chunk, err := r.ReadSlice('\n')
	if !errors.Is(err, bufio.ErrBufferFull) {
		return bytes.TrimSuffix(chunk, []byte("\n")), false, err // the whole line fit the buffer
	}
	var buf bytes.Buffer
	buf.Write(chunk)
	for {
		chunk, err = r.ReadSlice('\n')
		if !tooLong {
			if buf.Len()+len(chunk) > MaxLine+1 {
				tooLong = true
				buf.Reset()
			} else {
				buf.Write(chunk)
			}
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		if tooLong {
			return nil, true, err
		}
		return bytes.TrimSuffix(buf.Bytes(), []byte("\n")), false, err
	}
}
