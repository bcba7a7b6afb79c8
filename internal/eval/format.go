package eval

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
)

// Format renders our rows, and a peer engine's rows over the same queries
// beside them (peerName its column heading; peer may be nil), as Markdown:
// first the hit rates, then what the answers cost in bytes. A kind no
// skill answers has no hit rates; its quiet share is what counts.
func Format(ours []Row, peerName string, peer []Row) string {
	var b strings.Builder
	b.WriteString("| kind | queries | hit@1 | hit@3 | empty | quiet |")
	if peer != nil {
		fmt.Fprintf(&b, " %[1]s hit@1 | %[1]s hit@3 | %[1]s empty |", peerName)
	}
	b.WriteString("\n|---|---:|---:|---:|---:|---:|")
	if peer != nil {
		b.WriteString("---:|---:|---:|")
	}
	b.WriteString("\n")
	for i, r := range ours {
		fmt.Fprintf(&b, "| %s | %d | %s | %s | %.3f | %.3f |", r.Kind, r.N, hits(r, r.Hit1), hits(r, r.Hit3), r.Empty, r.Quiet)
		if peer != nil {
			p := peer[i]
			fmt.Fprintf(&b, " %s | %s | %.3f |", hits(p, p.Hit1), hits(p, p.Hit3), p.Empty)
		}
		b.WriteString("\n")
	}
	b.WriteString("\n| kind | answer bytes | fetched, first three | fetched, only those that fit |\n|---|---:|---:|---:|\n")
	for _, r := range ours {
		fmt.Fprintf(&b, "| %s | %.0f | %.0f | %.0f |\n", r.Kind, r.AnswerBytes, r.Fetch, r.FetchFit)
	}
	return b.String()
}

// hits is a hit rate of r as the table shows it: none for a kind no skill
// answers.
func hits(r Row, v float64) string {
	if !r.Answerable {
		return "-"
	}
	return fmt.Sprintf("%.3f", v)
}

// jsonSize is the size of v as compact JSON without HTML escaping, the way
// the binary writes it.
func jsonSize(v any) int {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		panic(err) // search results always encode
	}
	return b.Len() - 1 // the encoder's newline
}
