// Package agentskill turns a Cajeta skill into an Agent Skill, the form the
// MCP Skills extension (SEP-2640) serves: a SKILL.md whose YAML front
// matter holds a name, a description and the Cajeta fields as metadata,
// followed by the skill's body unchanged (SPEC 9).
package agentskill

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"strings"
)

// MaxName is the longest Agent Skills name.
const MaxName = 64

// Name makes a skill id a valid Agent Skills name: ASCII-lowercased, each
// run of characters outside [a-z0-9] one '-', no '-' at either end, at most
// MaxName characters. Two ids may map to one name ("a.b" and "a-b");
// `skills check` refuses that within a library.
func Name(id string) string {
	var b strings.Builder
	dash := false
	for i := 0; i < len(id); i++ {
		c := id[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if 'a' <= c && c <= 'z' || '0' <= c && c <= '9' {
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			dash = false
			b.WriteByte(c)
			continue
		}
		dash = true
	}
	name := b.String()
	if len(name) > MaxName {
		name = strings.TrimRight(name[:MaxName], "-")
	}
	return name
}

// Skill is what the SKILL.md of one Cajeta skill is made from.
type Skill struct {
	URI         string // cja-skill://<library>@<version>/<id>
	ID          string
	Title       string
	Description string
	Names       []string
	// Body is the skill file after its front matter, unchanged.
	Body string
}

// Frontmatter is the generated front matter, as skills/list carries it.
type Frontmatter struct {
	Description string            `json:"description"`
	Metadata    map[string]string `json:"metadata"`
	Name        string            `json:"name"`
}

// Frontmatter returns s's front matter: its name, its description (or its
// title when it has none), and the Cajeta fields as string metadata.
func (s Skill) Frontmatter() Frontmatter {
	desc := s.Description
	if desc == "" {
		desc = s.Title
	}
	return Frontmatter{
		Description: desc,
		Metadata: map[string]string{
			"cajeta-applies-to": strings.Join(s.Names, ", "),
			"cajeta-uri":        s.URI,
			"title":             s.Title,
		},
		Name: Name(s.ID),
	}
}

// Document returns the SKILL.md of s: the front matter as YAML, every
// string double-quoted (JSON's escapes are YAML's too), keys in a fixed
// order, then the body. The same skill gives the same bytes every time.
func (s Skill) Document() []byte {
	fm := s.Frontmatter()
	var b bytes.Buffer
	b.WriteString("---\nname: " + fm.Name + "\n")
	b.WriteString("description: " + quote(fm.Description) + "\n")
	b.WriteString("metadata:\n")
	for _, k := range []string{"cajeta-applies-to", "cajeta-uri", "title"} {
		b.WriteString("  " + k + ": " + quote(fm.Metadata[k]) + "\n")
	}
	b.WriteString("---\n")
	b.WriteString(s.Body)
	return b.Bytes()
}

// quote writes s as a double-quoted scalar, without HTML escaping.
func quote(s string) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.Encode(s) // a string always encodes
	return strings.TrimSuffix(b.String(), "\n")
}

// Digest is the SEP-2640 digest of data: "sha256:" and its hex SHA-256.
func Digest(data []byte) string {
	sum := sha256.Sum256(data)
	return "sha256:" + hex.EncodeToString(sum[:])
}
