package cli

import (
	"bytes"
	"slices"
	"strings"
	"testing"
)

// TestHelpIsHelp: every verb's help says what the verb does as help does
// ("Find the skills ..."), not as a doc comment naming the verb ("Search-skill
// finds ...", "Compiler-mcp is ...").
func TestHelpIsHelp(t *testing.T) {
	verbs := [][]string{}
	for _, c := range commands() {
		verbs = append(verbs, []string{c.name})
	}
	for _, v := range skillsVerbs {
		verbs = append(verbs, []string{"skills", v.name})
	}
	for _, args := range verbs {
		var out, errOut bytes.Buffer
		env := &Env{Stdout: &out, Stderr: &errOut, Dir: t.TempDir()}
		if code := Main(append(slices.Clone(args), "--help"), env); code != ExitOK {
			t.Errorf("%s --help: exit %d, %s", args, code, errOut.String())
			continue
		}
		_, about, _ := strings.Cut(out.String(), "\n\n")
		first, _, _ := strings.Cut(about, " ")
		for _, verb := range args {
			if named := strings.ToUpper(verb[:1]) + verb[1:]; strings.HasPrefix(first, named) {
				t.Errorf("%s --help begins %q, naming the verb: write what it does", args, first)
			}
		}
	}
}
