package mcp

// refresh swaps in a new context when the lockfile, or a cache entry it
// named that was missing, changed since the current one was loaded: an
// agent that adds a dependency mid-session sees its skills at the next
// request. A lockfile that no longer loads does not take the server down:
// the request that finds it gets an error naming the file, and the
// previous context keeps serving, without another try, until the files
// change again. A lockfile that failed to load at start (StartedWithout)
// is met the same way, by the first request, with the corpus alone as the
// context loaded before. Checking costs a stat of the lockfile.
func (s *Server) refresh() error {
	now := s.ctx.Now()
	atStart := s.atStart
	s.atStart = nil
	if now.Same(s.ctx.Loaded()) {
		if atStart != nil {
			return errorf(CodeInternalError, "%v (the embedded corpus still answers)", atStart)
		}
		return nil
	}
	if s.broken != nil && s.broken.Same(now) {
		return nil
	}
	next, err := s.ctx.Reload()
	if err != nil {
		s.broken = &now
		return errorf(CodeInternalError, "%v (the skills loaded before still answer)", err)
	}
	s.ctx, s.skillSet, s.broken = next, nil, nil
	s.ctx.Start()
	return nil
}

// readsContext reports whether method answers from the discovery context.
func readsContext(method string) bool {
	switch method {
	case "tools/call", "skills/list", "skills/get", "resources/list", "resources/read":
		return true
	}
	return false
}
