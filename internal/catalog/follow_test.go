package catalog

// follower follows the project as the server does (internal/mcp's
// refresh): it reloads when the context's Watch changed, and after a
// failed reload, when that reload's Watch changed.
type follower struct {
	ctx    *Context
	broken *Watch
}

// step checks for a change and reloads, reporting whether it tried.
func (f *follower) step() (reloaded bool, err error) {
	w := f.ctx.Watch()
	if f.broken != nil {
		w = f.broken
	}
	if !w.Changed() {
		return false, nil
	}
	next, broken, err := f.ctx.Reload()
	if err != nil {
		f.broken = broken
		return true, err
	}
	f.ctx, f.broken = next, nil
	return true, nil
}

func watchedEntries(c *Context) int { return len(c.watch.cache) }
