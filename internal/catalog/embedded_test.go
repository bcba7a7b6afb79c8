package catalog

import (
	"slices"
	"strings"
	"testing"
)

// TestEmbeddedTextAsked: the questions of corpus/asked reach the skills
// they are filed under, and a question filed under a skill the corpus
// lacks is an error, not a question silently dropped.
func TestEmbeddedTextAsked(t *testing.T) {
	libs, err := ParseEmbedded(testCorpus)
	if err != nil {
		t.Fatal(err)
	}
	asked := map[string][]string{"cajeta.io/io-file-File": {"how do I slurp a whole config"}}
	seg, err := EmbeddedText(testCorpus, libs, nil, asked)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(seg.Terms, "slurp") {
		t.Errorf("no term slurp in the index of %v", asked)
	}
	asked["cajeta.io/io-gone"] = []string{"a skill that is not there"}
	if _, err := EmbeddedText(testCorpus, libs, nil, asked); err == nil || !strings.Contains(err.Error(), "cajeta.io/io-gone") {
		t.Errorf("EmbeddedText with a question for a missing skill: error %v, want one naming cajeta.io/io-gone", err)
	}
}
