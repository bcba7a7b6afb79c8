// Package skillindex reads and writes skills/index.json, the member of a
// .cja archive that binds canonical names to the skills the archive ships.
package skillindex

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"sort"

	"github.com/cajeta-lang/skills/internal/skilldoc"
)

// SchemaVersion is the only index schema this package reads and writes.
const SchemaVersion = "skill-index-v1"

// Member is the archive member that holds the index.
const Member = "skills/index.json"

// Index binds canonical names to skill ids and describes each skill.
type Index struct {
	// Names maps a canonical name to the ids of the skills bound to it.
	Names map[string][]string
	// Skills maps a skill id to its entry.
	Skills map[string]Entry
}

// Entry describes one skill of an index. Description and Keywords are this
// project's additions to skill-index-v1: optional, and ignored by readers
// that do not know them; they let the text stage of search index what a
// skill is for and the words agents bring for it without reading the skill.
type Entry struct {
	Title       string   `json:"title"`
	Member      string   `json:"member"`
	Description string   `json:"description,omitempty"`
	Keywords    []string `json:"keywords,omitempty"`
}

// SkillMember is the archive member that holds the skill id.
func SkillMember(id string) string { return "skills/" + id + ".md" }

// Build makes the index of docs. Names bind their skills in the order of docs.
func Build(docs []*skilldoc.Doc) *Index {
	ix := &Index{Names: map[string][]string{}, Skills: map[string]Entry{}}
	for _, d := range docs {
		ix.Skills[d.ID] = Entry{Title: d.Title, Description: d.Description, Keywords: d.Keywords, Member: SkillMember(d.ID)}
		for _, n := range d.AppliesTo {
			ix.Names[n] = append(ix.Names[n], d.ID)
		}
	}
	return ix
}

// Encode returns the index as indented JSON with sorted keys.
func (ix *Index) Encode() []byte {
	v := struct {
		Names         map[string][]string `json:"names"`
		SchemaVersion string              `json:"schema-version"`
		Skills        map[string]Entry    `json:"skills"`
	}{ix.Names, SchemaVersion, ix.Skills}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		panic(err) // maps of strings always encode
	}
	return b.Bytes()
}

// Decode reads an index; pkg, the package the index belongs to, prefixes
// every error.
func Decode(pkg string, data []byte) (*Index, error) {
	ix, err := decode(data)
	if err != nil {
		return nil, fmt.Errorf("%s index: %w", pkg, err)
	}
	return ix, nil
}

func decode(data []byte) (*Index, error) {
	if ix, ok := decodeFast(data); ok {
		return ix, nil
	}
	return decodeChecked(data)
}

// optional decodes raw into dst unless it is absent or null, and reports
// whether that worked.
func optional(raw json.RawMessage, dst any) bool {
	return raw == nil || string(raw) == "null" || json.Unmarshal(raw, dst) == nil
}

// decodeChecked decodes an index member by member, saying what is wrong.
func decodeChecked(data []byte) (*Index, error) {
	if !json.Valid(data) {
		var v any
		err := json.Unmarshal(data, &v)
		return nil, fmt.Errorf("invalid JSON: %v", err)
	}
	var top map[string]json.RawMessage
	if json.Unmarshal(data, &top) != nil {
		return nil, errors.New("index is not a JSON object")
	}
	raw, ok := top["schema-version"]
	if !ok {
		return nil, errors.New("missing 'schema-version'")
	}
	var sv string
	if json.Unmarshal(raw, &sv) != nil || sv != SchemaVersion {
		return nil, fmt.Errorf("unsupported schema-version '%s' (supported: %s)", display(raw, sv), SchemaVersion)
	}
	ix := &Index{Names: map[string][]string{}, Skills: map[string]Entry{}}
	if err := decodeSkills(top["skills"], ix); err != nil {
		return nil, err
	}
	if err := decodeNames(top["names"], ix); err != nil {
		return nil, err
	}
	return ix, nil
}

// display is the schema version as shown in errors: the string, or the raw
// JSON of a value that is not one.
func display(raw json.RawMessage, s string) string {
	if len(raw) > 0 && raw[0] == '"' {
		return s
	}
	return string(raw)
}

func decodeSkills(raw json.RawMessage, ix *Index) error {
	if raw == nil || string(raw) == "null" {
		return nil
	}
	var skills map[string]json.RawMessage
	if json.Unmarshal(raw, &skills) != nil {
		return errors.New("'skills' is not an object")
	}
	for id, r := range skills {
		if err := skilldoc.CheckID(id); err != nil {
			return fmt.Errorf("skill '%s': %v", id, err)
		}
		var fields map[string]json.RawMessage
		if json.Unmarshal(r, &fields) != nil || fields == nil {
			return errors.New("skill entry is not an object")
		}
		e := Entry{Member: SkillMember(id)}
		if !optional(fields["title"], &e.Title) {
			return fmt.Errorf("skill '%s': 'title' is not a string", id)
		}
		if !optional(fields["member"], &e.Member) {
			return fmt.Errorf("skill '%s': 'member' is not a string", id)
		}
		if !optional(fields["description"], &e.Description) {
			return fmt.Errorf("skill '%s': 'description' is not a string", id)
		}
		if !optional(fields["keywords"], &e.Keywords) {
			return fmt.Errorf("skill '%s': 'keywords' is not an array of strings", id)
		}
		ix.Skills[id] = e
	}
	return nil
}

func decodeNames(raw json.RawMessage, ix *Index) error {
	if raw == nil || string(raw) == "null" {
		return nil
	}
	var names map[string]json.RawMessage
	if json.Unmarshal(raw, &names) != nil {
		return errors.New("'names' is not an object")
	}
	keys := make([]string, 0, len(names))
	for n := range names {
		keys = append(keys, n)
	}
	sort.Strings(keys)
	for _, n := range keys {
		var ids []string
		if err := json.Unmarshal(names[n], &ids); err != nil {
			var elems []json.RawMessage
			if json.Unmarshal(names[n], &elems) != nil || string(names[n]) == "null" {
				return errors.New("name binding is not an array")
			}
			return fmt.Errorf("name binding of '%s' has a non-string entry", n)
		}
		if n == "" {
			return errors.New("name binding has an empty name")
		}
		for _, id := range ids {
			if _, ok := ix.Skills[id]; !ok {
				return fmt.Errorf("name '%s' binds skill '%s', which 'skills' does not describe", n, id)
			}
		}
		ix.Names[n] = ids
	}
	return nil
}
