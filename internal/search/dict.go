package search

import "github.com/cajeta-lang/skills/internal/match"

// dict is a set of distinct strings that finds every entry within an edit
// allowance of a query: a trie over the entries, walked depth first with
// one row of the optimal string alignment matrix per depth, so that a
// subtree is left as soon as no entry in it can come within its allowance.
// The work is bounded by the trie nodes near the query, not by the number
// of entries.
type dict struct {
	// Trie nodes, node 0 the root: the byte leading to the node, its first
	// child and next sibling (-1 for none; children in byte order), the
	// entry ending there (-1 for none), and the longest entry below it
	// (itself included).
	label   []byte
	child   []int32
	sibling []int32
	entry   []int32
	maxLen  []uint16
	// depth is the longest entry, the rows a walk needs.
	depth int
}

// newDict builds the trie of entries, which must be sorted, distinct, and
// at most match.MaxScored bytes each; entry i of the trie is entries[i].
func newDict(entries []string) *dict {
	d := &dict{label: []byte{0}, child: []int32{-1}, sibling: []int32{-1}, entry: []int32{-1}, maxLen: []uint16{0}}
	// path[i] is the node at depth i on the previous entry's path, and
	// last[i] that node's last child so far.
	path, last := []int32{0}, []int32{-1}
	prev := ""
	for id, e := range entries {
		common := 0
		for common < len(prev) && common < len(e) && prev[common] == e[common] {
			common++
		}
		path, last = path[:common+1], last[:common+1]
		for i := common; i < len(e); i++ {
			n := int32(len(d.label))
			d.label = append(d.label, e[i])
			d.child = append(d.child, -1)
			d.sibling = append(d.sibling, -1)
			d.entry = append(d.entry, -1)
			d.maxLen = append(d.maxLen, 0)
			parent := path[i]
			if last[i] < 0 {
				d.child[parent] = n
			} else {
				d.sibling[last[i]] = n
			}
			last[i] = n
			path, last = append(path, n), append(last, -1)
		}
		d.entry[path[len(e)]] = int32(id)
		for _, n := range path {
			d.maxLen[n] = max(d.maxLen[n], uint16(len(e)))
		}
		d.depth = max(d.depth, len(e))
		prev = e
	}
	return d
}

// within calls visit for every entry e with OSA(q, e) <= allow(len(e)),
// where allow never decreases with the length. q is at most
// match.MaxScored bytes.
func (d *dict) within(q string, allow func(n int) int, visit func(entry int32)) {
	if len(d.label) == 1 {
		return
	}
	w := len(q) + 1
	wk := walker{d: d, q: q, w: w, visit: visit,
		rows: make([]int, (d.depth+1)*w), path: make([]byte, d.depth), allow: make([]int, d.depth+1)}
	for j := range w {
		wk.rows[j] = j
	}
	for n := range wk.allow {
		wk.allow[n] = allow(n)
	}
	// No entry longer than longest can match: its distance is at least
	// the difference in length, which outgrows the allowance. Nor can one
	// shorter than shortest: the difference exceeds its allowance (a
	// question of 60 bytes is within a quarter of its length of no name
	// segment under 48 bytes).
	wk.longest = len(q)
	for wk.longest < d.depth && wk.longest+1-len(q) <= wk.allow[wk.longest+1] {
		wk.longest++
	}
	wk.shortest = min(len(q), d.depth+1)
	for wk.shortest > 0 && len(q)-(wk.shortest-1) <= wk.allow[wk.shortest-1] {
		wk.shortest--
	}
	wk.walk(0, 0, 0)
}

// walker is one within call: the query, one row of the OSA matrix per
// depth, the path of bytes down to the current node, and the allowance of
// each entry length.
type walker struct {
	d        *dict
	q        string
	w        int
	rows     []int
	path     []byte
	allow    []int
	longest  int
	shortest int
	visit    func(int32)
}

// walk visits the children of node n at depth dep, whose row of the
// matrix is rows[dep*w:] (and the row above, rows[(dep-1)*w:]), the
// smallest value of that row prevMin.
func (wk *walker) walk(n int32, dep, prevMin int) {
	d, q, w := wk.d, wk.q, wk.w
	prev := wk.rows[dep*w : (dep+1)*w]
	var prev2 []int
	if dep > 0 {
		prev2 = wk.rows[(dep-1)*w : dep*w]
	}
	cur := wk.rows[(dep+1)*w : (dep+2)*w]
	for c := d.child[n]; c >= 0; c = d.sibling[c] {
		if int(d.maxLen[c]) < wk.shortest {
			continue // every entry below is too short to match
		}
		ch := d.label[c]
		wk.path[dep] = ch
		cur[0] = dep + 1
		rowMin := cur[0]
		for j := 1; j < w; j++ {
			cost := 1
			if q[j-1] == ch {
				cost = 0
			}
			v := min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if dep > 0 && j > 1 && ch == q[j-2] && wk.path[dep-1] == q[j-1] {
				v = min(v, prev2[j-2]+1)
			}
			cur[j] = v
			rowMin = min(rowMin, v)
		}
		if e := d.entry[c]; e >= 0 && cur[w-1] <= wk.allow[dep+1] {
			wk.visit(e)
		}
		// A transposition reaches back two rows: leave the subtree only
		// when this row and the one above both pass every allowance in it.
		below := min(int(d.maxLen[c]), wk.longest)
		if below <= dep+1 {
			continue
		}
		if limit := wk.allow[below]; rowMin > limit && prevMin > limit {
			continue
		}
		wk.walk(c, dep+1, rowMin)
	}
}

// nameAllow is the allowance of a name segment or title word of n bytes.
func nameAllow(n int) int { return match.Allowance(n) }
