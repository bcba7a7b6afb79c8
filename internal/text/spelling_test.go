package text

import "testing"

func TestAmerican(t *testing.T) {
	for in, want := range map[string]string{
		"behaviour": "behavior", "behavioural": "behavioral", "colours": "colors", "recolour": "recolor",
		"neighbouring": "neighboring", "favourite": "favorite",
		"optimise": "optimize", "optimised": "optimized", "optimiser": "optimizer", "optimisers": "optimizers",
		"optimising": "optimizing", "optimisation": "optimization", "normalises": "normalizes",
		"recognisable": "recognizable", "analyse": "analyze", "paralysed": "paralyzed",
		"cancelled": "canceled", "labelling": "labeling", "modeller": "modeler", "refuelling": "refueling",
		"centre": "center", "catalogue": "catalog", "grey": "gray", "licence": "license",
		// left alone: American too, or not of the family
		"promise": "promise", "exercises": "exercises", "otherwise": "otherwise", "pairwise": "pairwise",
		"raised": "raised", "noise": "noise", "analysis": "analysis", "precisely": "precisely",
		"surprised": "surprised", "installed": "installed", "called": "called", "hours": "hours",
		"contour": "contour", "optimize": "optimize", "size": "size", "visible": "visible",
		"crises": "crises", "sunrise": "sunrise", "misses": "misses", "basis": "basis",
	} {
		if got := american(in); got != want {
			t.Errorf("american(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestSpellingsMeet: a query in one spelling finds a skill written in the
// other, both ways.
func TestSpellingsMeet(t *testing.T) {
	sources := []Source{
		{URI: "gb", Title: "Optimiser behaviour", Description: "How the optimiser normalises colours."},
		{URI: "us", Title: "Analyzer", Body: "The analyzer canceled the catalog."},
		{URI: "other", Title: "Something else", Body: "Unrelated words here."},
	}
	wantFirst(t, sources, map[string]string{
		"optimizer behavior":           "gb",
		"normalizing colors":           "gb",
		"analyser cancelled catalogue": "us",
	})
}
