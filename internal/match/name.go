package match

import "strings"

// IsSeparator reports whether c separates the segments of a canonical name.
func IsSeparator(c byte) bool { return c == '/' || c == '.' }

// Segments splits a canonical name at every '/' and '.'.
func Segments(name string) []string {
	return strings.FieldsFunc(name, func(r rune) bool { return r == '/' || r == '.' })
}

// Allowance is the largest distance a query segment may have from a key
// segment of n bytes: 0 up to 2 bytes, 1 up to 5, 2 up to 9, else n/4.
func Allowance(n int) int {
	switch {
	case n <= 2:
		return 0
	case n <= 5:
		return 1
	case n <= 9:
		return 2
	default:
		return n / 4
	}
}

// NameDistance matches query segments against key segments, case-sensitively.
// With as many segments on both sides, segments pair up in order; with fewer
// query segments, the query pairs with the key's last segments and suffix is
// true. Each pair must be within the key segment's allowance; the distance is
// the sum. ok is false when the key does not match.
func NameDistance(query, key []string) (dist int, suffix, ok bool) {
	if len(query) == 0 || len(query) > len(key) {
		return 0, false, false
	}
	suffix = len(query) < len(key)
	key = key[len(key)-len(query):]
	// Last segments first: they tell keys apart soonest.
	for i := len(query) - 1; i >= 0; i-- {
		q, k := query[i], key[i]
		allow := Allowance(len(k))
		if d := len(q) - len(k); d > allow || -d > allow {
			return 0, false, false
		}
		d, ok := Within(q, k, allow)
		if !ok {
			return 0, false, false
		}
		dist += d
	}
	return dist, suffix, true
}

// IsDescendant reports whether name lies below ancestor: it starts with
// ancestor and the next byte is a separator.
func IsDescendant(name, ancestor string) bool {
	return len(name) > len(ancestor) && strings.HasPrefix(name, ancestor) && IsSeparator(name[len(ancestor)])
}

// Parent returns name without its last segment, and false when name has one
// segment only.
func Parent(name string) (string, bool) {
	i := strings.LastIndexAny(name, "/.")
	if i <= 0 {
		return "", false
	}
	return name[:i], true
}
