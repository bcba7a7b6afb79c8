package mcp

// refresh swaps in a new context when the lockfile, or a cache entry it
// named that was missing, changed since the current one was loaded: an
// agent that adds a dependency mid-session sees its skills at the next
// request. A lockfile that no longer loads does not take the server down:
// the request that finds it gets an error naming the file, and the
// previous context keeps serving, without another try, until what that
// failed load read changes (the lockfile, or an archive that did not load,
// such as one still being downloaded). A lockfile that failed to load at
// start (StartedWithout) is met the same way, by the first request, with
// the corpus alone as the context loaded before. Checking costs a stat of
// the lockfile, and one per cache entry watched (catalog.Watch).
func (s *Server) refresh() error {
	w := s.ctx.Watch()
	if s.broken != nil {
		w = s.broken
	}
	atStart := s.atStart
	s.atStart = nil
	if !w.Changed() {
		if atStart != nil {
			return errorf(CodeInternalError, "%v (the embedded corpus still answers)", atStart)
		}
		return nil
	}
	next, broken, err := s.ctx.Reload()
	if err != nil {
		s.broken = broken
		return errorf(CodeInternalError, "%v (the skills loaded before still answer)", err)
	}
	old := s.ctx
	s.ctx, s.skillSet, s.broken = next, nil, nil
	old.Close() // nothing reads from it any more: its archives' files go now, not at a later GC
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
