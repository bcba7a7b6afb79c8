package search

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/cajeta-lang/skills/internal/text"
)

// phraseIndex is an index with a text segment made of its docs, as an
// archive's skills are indexed.
func phraseIndex(docs []Doc) *Index {
	var sources []text.Source
	for _, d := range docs {
		sources = append(sources, text.Source{URI: d.URI, Title: d.Title, Description: d.Description, Names: d.Names, Keywords: d.Keywords})
	}
	return Build(docs, text.Build(sources, nil))
}

func uris(rs []Result) []string {
	var out []string
	for _, r := range rs {
		out = append(out, r.URI)
	}
	return out
}

// TestThresholdRejectsGarbage is the reference's test of that name: a
// garbage last segment finds neither cajeta/io/File nor File.open, by name
// or by text.
func TestThresholdRejectsGarbage(t *testing.T) {
	ix := phraseIndex([]Doc{
		{URI: "file", Title: "File handles", Names: []string{"cajeta/io/File"}},
		{URI: "open", Title: "Opening files", Names: []string{"cajeta/io/File.open"}},
	})
	for _, q := range []string{"cajeta/io/Xyzzyq", "xyzzyq", "qqqq/zzzz/none", "Xyzzyq plugh"} {
		if got := ix.Search(Query{Text: q}); len(got) != 0 {
			t.Errorf("Search(%q) = %v, want nothing", q, uris(got))
		}
	}
}

// TestNamesInPhrases: a name inside a question goes through the name
// stages, and what they find ranks first among related results.
func TestNamesInPhrases(t *testing.T) {
	ix := phraseIndex([]Doc{
		{URI: "list", Title: "ArrayList", Names: []string{"cajeta/collection/ArrayList"}},
		{URI: "iter", Title: "Iterating and removing", Description: "Remove elements while iterating a collection.", Names: []string{"cajeta/collection/Iterator"}},
		{URI: "map", Title: "HashMap", Names: []string{"cajeta/collection/HashMap"}, Keywords: []string{"dict"}},
	})
	for q, want := range map[string][]string{
		// The class named first, the skill whose words match next.
		"ArrayList remove while iterating":    {"list", "iter"},
		"how do I use ArrayList.removeIf ok?": {"list", "iter"}, // ok phrases the question; removeIf's remove reaches iter
		// A capitalised word that starts the question is not a name.
		"Remove while iterating": {"iter"},
	} {
		got := ix.Search(Query{Text: q})
		if diff := cmp.Diff(want, uris(got)); diff != "" {
			t.Errorf("Search(%q) mismatch (-want +got):\n%s", q, diff)
		}
		for _, r := range got {
			if r.Tier != TierRelated {
				t.Errorf("Search(%q): %s has tier %s, want related", q, r.URI, r.Tier)
			}
			// What the name led to was found by name; the rest is the
			// text stage's own guess.
			if byName := r.URI == "list"; r.ByName() != byName {
				t.Errorf("Search(%q): %s ByName() = %v, want %v", q, r.URI, r.ByName(), byName)
			}
		}
	}
}

// TestRootName: a name of one segment gives the skills bound to it, not
// every skill of its namespace, whether matched exactly or fuzzily.
func TestRootName(t *testing.T) {
	ix := phraseIndex([]Doc{
		{URI: "lang", Title: "The language", Names: []string{"cajeta", "cajeta/language"}},
		{URI: "io", Title: "io", Names: []string{"cajeta.io", "cajeta/io"}},
		{URI: "camera", Title: "Camera", Names: []string{"cajeta/math/Camera"}},
	})
	for q, want := range map[string][]string{
		// camera is 2 edits from cajeta, a fuzzy match that ranks after.
		"cajeta": {"lang", "camera"},
		"Cajeta": {"lang", "camera"},
		"Camera": {"camera", "lang"},
	} {
		if got := uris(ix.Search(Query{Text: q})); !slices.Equal(got, want) {
			t.Errorf("Search(%q) = %v, want %v", q, got, want)
		}
	}
}

// TestSentenceNotWalkedUp: a sentence is not a name, so it is not cut at
// its last '.' and matched as one (SPEC 4.1's query ancestors); the name
// inside it leads to its own skill, which ranks first among the related.
func TestSentenceNotWalkedUp(t *testing.T) {
	ix := phraseIndex([]Doc{
		{URI: "tasks", Title: "Tasks utilities", Description: "Select, runBlocking and timeouts.", Names: []string{"cajeta/concurrent/Tasks"}},
		{URI: "timeout", Title: "Bounded awaits", Description: "A deadline for an awaited task.", Names: []string{"cajeta/concurrent/Tasks.withTimeout"}},
	})
	got := ix.Search(Query{Text: "Tasks.withTimeout came back long after its deadline"})
	if len(got) == 0 || got[0].URI != "timeout" {
		t.Fatalf("Search = %v, want timeout first", uris(got))
	}
	for _, r := range got {
		if r.Tier != TierRelated {
			t.Errorf("%s has tier %s, want related: the sentence was walked up as a name", r.URI, r.Tier)
		}
	}
	// Without whitespace the query is a name, and its enclosure answers.
	got = ix.Search(Query{Text: "Tasks.withTimeoutt"})
	if !slices.ContainsFunc(got, func(r Result) bool { return r.URI == "tasks" && r.Tier == TierAncestorOverview }) {
		t.Errorf("Search(Tasks.withTimeoutt) = %v, want the tasks skill as ancestorOverview", uris(got))
	}
}

// TestForeignNames: a call, or two segments past the class that encloses
// the query, is another language's name; one member past it is not.
func TestForeignNames(t *testing.T) {
	for _, tt := range []struct {
		query, prefix string
		want          bool
	}{
		{"System.currentTimeMillis()", "System", true},
		{"System.IO.Path.Combine", "System", true},
		{"wave.Wave_write.writeframes", "wave", true},
		{"File.readAllLines", "File", false},
		{"cajeta/io/file/Zzyzx", "cajeta/io/file", false},
	} {
		if got := foreign(tt.query, tt.prefix); got != tt.want {
			t.Errorf("foreign(%q, %q) = %v, want %v", tt.query, tt.prefix, got, tt.want)
		}
	}
}
