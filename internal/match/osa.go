// Package match holds the string metrics behind searchSkills: optimal string
// alignment distance, the per-segment allowances of canonical names, title
// distance and the trigram grams used by the prefilter.
package match

// OSA returns the optimal string alignment distance between a and b, on bytes:
// the Levenshtein distance extended so that swapping two adjacent bytes costs 1,
// with no substring edited twice.
func OSA(a, b string) int {
	return osaWithin(a, b, len(a)+len(b))
}

// Within reports whether the optimal string alignment distance between a
// and b is at most limit, and returns it when it is. It stops as soon as
// every alignment exceeds limit.
func Within(a, b string, limit int) (int, bool) {
	d := osaWithin(a, b, limit)
	return d, d <= limit
}

// osaWithin returns the OSA distance of a and b, or a value over limit as
// soon as the distance is known to exceed it. Only the band of cells
// within limit of the diagonal is computed (Ukkonen): a cell (i, j) is at
// least |i-j|, so outside the band it is over limit anyway, and the cells
// just outside hold limit+1.
func osaWithin(a, b string, limit int) int {
	if a == b {
		return 0
	}
	if len(a) == 0 {
		return len(b)
	}
	if len(b) == 0 {
		return len(a)
	}
	over := limit + 1
	if d := len(a) - len(b); d > limit || -d > limit {
		return over
	}
	// Three rolling rows: two back (for transpositions), previous, current.
	var buf [3 * 64]int
	var rows []int
	if n := 3 * (len(b) + 2); n <= len(buf) {
		rows = buf[:n]
	} else {
		rows = make([]int, n)
	}
	w := len(b) + 2
	prev2, prev, cur := rows[:w], rows[w:2*w], rows[2*w:]
	for j := range prev {
		prev[j] = min(j, over)
	}
	prevMin := 0
	for i := 1; i <= len(a); i++ {
		lo, hi := max(1, i-limit), min(len(b), i+limit)
		cur[lo-1] = over
		if lo == 1 {
			cur[0] = min(i, over)
		}
		rowMin := cur[lo-1]
		for j := lo; j <= hi; j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			d := min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				d = min(d, prev2[j-2]+1)
			}
			cur[j] = d
			rowMin = min(rowMin, d)
		}
		cur[hi+1] = over
		// A transposition reaches back two rows, so stop only when both
		// this row and the one before exceed the limit.
		if rowMin > limit && prevMin > limit {
			return over
		}
		prev2, prev, cur = prev, cur, prev2
		prevMin = rowMin
	}
	return min(prev[len(b)], over)
}
