package match

// MaxScored is the longest name, title or query, in bytes, that the
// matcher scores by edit distance. Longer ones match only when equal, so
// that no input can make a search cost more than a constant per key.
const MaxScored = 256
