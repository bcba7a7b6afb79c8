// Package synth builds synthetic projects for benchmarks and tests: a
// project directory whose cajeta.lock resolves many generated libraries,
// each packed (as `cajeta skills pack` would) into the artifact cache.
//
// The output is deterministic: the same arguments always write the same
// bytes, and the packages of a smaller project are the first packages of a
// larger one.
package synth

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/cajeta-lang/skills/internal/authoring"
	"github.com/cajeta-lang/skills/internal/lockfile"
	"github.com/cajeta-lang/skills/internal/skilldoc"
)

// seed fixes every generated name, title and version.
const seed = 0x63616a657461 // "cajeta"

// Modules are the workspace modules the generated packages are spread over.
var Modules = []string{"app", "cli", "server", "worker"}

// Library returns the library name of package i, e.g. "vendor042.lib042".
func Library(i int) string { return fmt.Sprintf("vendor%03d.lib%03d", i, i) }

// Root returns the canonical package name under which package i's names
// live, e.g. "vendor042/lib042".
func Root(i int) string { return fmt.Sprintf("vendor%03d/lib%03d", i, i) }

// Package is one generated library.
type Package struct {
	Name    string
	Version string
	// Skills are the library's skills, sorted by id, each with its document.
	Skills []authoring.Skill
}

// Project writes a project of packages generated libraries of
// skillsPerPackage skills each into dir: every archive into dir's artifact
// cache and, once at the end, dir/cajeta.lock resolving them all. Each
// package is resolved by one workspace module of Modules; every seventh is
// also resolved, at the same version, by a second module.
func Project(dir string, packages, skillsPerPackage int) error {
	type entry struct {
		Name         string `json:"name"`
		Version      string `json:"version"`
		Checksum     string `json:"checksum"`
		Member       string `json:"member,omitempty"`
		ResolvedFrom string `json:"resolved-from,omitempty"`
	}
	cache := filepath.Join(dir, filepath.FromSlash(lockfile.CacheDir))
	if err := os.MkdirAll(cache, 0o777); err != nil {
		return err
	}
	entries := make([]entry, 0, packages+packages/7+1)
	for i := range packages {
		p := Generate(i, skillsPerPackage)
		data, sum, err := authoring.Pack(p.Name, p.Version, p.Skills, true)
		if err != nil {
			return fmt.Errorf("synth: packing %s: %v", p.Name, err)
		}
		rel, ok := lockfile.CachePath(sum)
		if !ok {
			return fmt.Errorf("synth: checksum %q names no cache path", sum)
		}
		if err := os.WriteFile(filepath.Join(dir, filepath.FromSlash(rel)), data, 0o666); err != nil {
			return err
		}
		from := "registry+https://pkg.cajeta.example/" + strings.ReplaceAll(p.Name, ".", "/")
		entries = append(entries, entry{p.Name, p.Version, sum, Modules[i%len(Modules)], from})
		if i%7 == 0 {
			entries = append(entries, entry{p.Name, p.Version, sum, Modules[(i+1)%len(Modules)], from})
		}
	}
	lock := struct {
		LockfileVersion  int     `json:"lockfile-version"`
		ManifestChecksum string  `json:"manifest-checksum"`
		Packages         []entry `json:"packages"`
	}{1, fmt.Sprintf("sha256:%064x", packages*1_000_003+skillsPerPackage), entries}
	data, err := json.MarshalIndent(lock, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, lockfile.Name), append(data, '\n'), 0o666)
}

// Generate returns package i of a project with n skills per package: a
// library overview, then per sub-package an overview, its classes and their
// methods, until there are n skills.
func Generate(i, n int) Package {
	rng := rand.New(rand.NewPCG(seed, uint64(i)))
	g := &gen{rng: rng, lib: Library(i), root: Root(i), short: fmt.Sprintf("lib%03d", i)}
	p := Package{
		Name:    g.lib,
		Version: fmt.Sprintf("%d.%d.%d", 1+rng.IntN(4), rng.IntN(20), rng.IntN(10)),
	}
	if n <= 0 {
		return p
	}
	g.add("overview", "The "+g.short+" library", "What "+g.short+" is for and where its packages live.",
		[]string{g.lib, g.root}, "")
	subs := perm(rng, subPackages)
	for round := 0; len(g.skills) < n; round++ {
		for _, sub := range subs {
			if len(g.skills) >= n {
				break
			}
			if round > 0 {
				sub = fmt.Sprintf("%s%d", sub, round+1)
			}
			g.subPackage(sub, n)
		}
	}
	p.Skills = g.skills
	sortSkills(p.Skills)
	return p
}

type gen struct {
	rng         *rand.Rand
	lib, root   string
	short       string
	skills      []authoring.Skill
	titleCursor int
}

// subPackage adds the skills of one sub-package: its overview, then 3-6
// classes, each followed by 2-5 of its methods, stopping at n skills.
func (g *gen) subPackage(sub string, n int) {
	pkg := g.root + "/" + sub
	g.add(sub+"-overview", "The "+sub+" package of "+g.short, "An overview of "+pkg+" and its main types.",
		[]string{pkg}, "")
	for _, class := range perm(g.rng, classes)[:3+g.rng.IntN(4)] {
		if len(g.skills) >= n {
			return
		}
		names := []string{pkg + "/" + class}
		if g.rng.IntN(4) == 0 {
			names = append(names, pkg+"/"+class+"Options")
		}
		g.add(sub+"-"+class, g.title(classTitles, class), "How to hold, share and release a "+class+".", names, class)
		for _, m := range perm(g.rng, methods)[:2+g.rng.IntN(4)] {
			if len(g.skills) >= n {
				return
			}
			names := []string{pkg + "/" + class + "." + m}
			if g.rng.IntN(3) == 0 {
				names = append(names, pkg+"/"+class+"."+m+"Async")
			}
			g.add(sub+"-"+class+"-"+m, g.title(methodTitles, class+"."+m), "What "+class+"."+m+" does on every path, errors included.", names, class+"."+m)
		}
	}
}

func (g *gen) title(templates []string, subject string) string {
	t := templates[g.rng.IntN(len(templates))]
	return strings.ReplaceAll(t, "%", subject)
}

// add appends a skill whose document is written out as Markdown with a YAML
// front matter, as an author would.
func (g *gen) add(id, title, description string, names []string, subject string) {
	var b strings.Builder
	b.WriteString("---\nid: " + id + "\napplies-to: [" + strings.Join(names, ", ") + "]\n")
	b.WriteString("title: \"" + title + "\"\ndescription: \"" + description + "\"\n---\n")
	b.WriteString("# " + title + "\n\n")
	if subject == "" {
		subject = names[0]
	}
	fmt.Fprintf(&b, "`%s` belongs to `%s`. %s\n\n", subject, g.lib, description)
	b.WriteString("```\n")
	for j := 0; j < 2+g.rng.IntN(3); j++ {
		m := methods[g.rng.IntN(len(methods))]
		fmt.Fprintf(&b, "#%s %s(%s arg%d) throws %sException\n", classes[g.rng.IntN(len(classes))], m, classes[g.rng.IntN(len(classes))], j, strings.ToUpper(m[:1])+m[1:])
	}
	b.WriteString("```\n\n")
	for j := 0; j < 2+g.rng.IntN(3); j++ {
		b.WriteString(sentences[g.rng.IntN(len(sentences))])
		b.WriteString(" ")
		b.WriteString(strings.ReplaceAll(sentences[g.rng.IntN(len(sentences))], "%", subject))
		b.WriteString("\n\n")
	}
	fmt.Fprintf(&b, "See also `%s` and the overview of `%s`.\n", names[len(names)-1], g.root)
	g.skills = append(g.skills, authoring.Skill{
		Path: id + ".md",
		Doc:  &skilldoc.Doc{ID: id, AppliesTo: names, Title: title, Description: description},
		Data: []byte(b.String()),
	})
}

func perm(rng *rand.Rand, words []string) []string {
	out := make([]string, len(words))
	for i, j := range rng.Perm(len(words)) {
		out[i] = words[j]
	}
	return out
}

func sortSkills(s []authoring.Skill) {
	slices.SortFunc(s, func(a, b authoring.Skill) int { return strings.Compare(a.Doc.ID, b.Doc.ID) })
}

var subPackages = []string{
	"net", "io", "codec", "text", "sync", "fs", "http", "json", "crypto", "log", "cache", "db",
	"sql", "xml", "time", "math", "image", "audio", "cli", "config", "metrics", "trace", "auth",
	"queue", "rpc", "stream", "util", "geo", "mail", "search",
}

var classes = []string{
	"HttpClient", "HttpServer", "Request", "Response", "File", "Buffer", "Reader", "Writer",
	"Parser", "Encoder", "Decoder", "Connection", "Pool", "Session", "Cache", "Map", "Queue",
	"Channel", "Mutex", "Timer", "Logger", "Config", "Token", "Cipher", "Hash", "Stream", "Socket",
	"Router", "Handler", "Schema", "Query", "Row", "Table", "Transaction", "Image", "Codec", "Event",
	"Scheduler", "Worker", "Registry",
}

var methods = []string{
	"open", "close", "read", "write", "send", "receive", "get", "put", "parse", "encode", "decode",
	"flush", "lock", "unlock", "connect", "listen", "accept", "start", "stop", "commit", "rollback",
	"query", "insert", "remove", "clear", "size", "iterator", "map", "filter", "submit", "await",
	"cancel", "reset", "seek", "format", "validate",
}

var classTitles = []string{
	"% handles and when to close them",
	"Owning and sharing a %",
	"Using % safely across threads",
	"% lifetime and ownership",
	"What % costs and when to reuse it",
}

var methodTitles = []string{
	"%, what it really does",
	"Calling % without leaking",
	"% errors and retries",
	"% on every path",
	"When % blocks",
}

var sentences = []string{
	"The handle is owned: receive it with `#=` and release it on every path out.",
	"It throws on a closed handle rather than returning a sentinel value.",
	"% is not thread-safe; give each worker its own instance or guard it with a Mutex.",
	"Unlike Java, there is no finalizer to fall back on, so a missed close leaks the descriptor.",
	"The call allocates only when the internal buffer must grow, which it does geometrically.",
	"A timeout of zero means wait forever, not return at once.",
	"% returns a borrowed view that is invalid after the next call on the same object.",
	"Errors carry the native errno in their message; match on the exception type, not the text.",
	"The default options are tuned for throughput; latency-sensitive code should lower the batch size.",
	"Passing a moved-from value is a compile error whose message names the move, not this call.",
}
