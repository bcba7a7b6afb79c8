package authoring

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"slices"
	"strings"

	"github.com/cajeta-lang/skills/internal/cja"
	"github.com/cajeta-lang/skills/internal/skilldoc"
	"github.com/cajeta-lang/skills/internal/skillindex"
	"github.com/cajeta-lang/skills/internal/wirejson"
)

// Pack builds the .cja archive of library name at version holding skills:
// the manifest, then skills/index.json and skills/<id>.md for each skill,
// byte for byte, as members in byte order of their names, as the reference
// packager writes them (its reproducibleOrdering test: skills/alpha.md,
// skills/index.json, skills/zeta.md), so that the same input gives the same
// bytes from either implementation; a reader finds the index through the
// archive's member index, wherever it lies. It returns the archive and its
// checksum, "sha256:<hex>". A member over the archive member cap, which
// every reader would refuse, is an error (cja.Write's).
func Pack(name, version string, skills []Skill, compress bool) ([]byte, string, error) {
	manifest, err := wirejson.Marshal(struct {
		Kind    string `json:"kind"`
		Name    string `json:"name"`
		Version string `json:"version"`
	}{"cja", name, version})
	if err != nil {
		return nil, "", err
	}
	docs := make([]*skilldoc.Doc, len(skills))
	for i, s := range skills {
		docs[i] = s.Doc
	}
	entries := []cja.Entry{{Name: skillindex.Member, Kind: cja.KindResource, Data: skillindex.Build(docs).Encode()}}
	for _, s := range skills {
		entries = append(entries, cja.Entry{Name: skillindex.SkillMember(s.Doc.ID), Kind: cja.KindResource, Data: s.Data})
	}
	slices.SortFunc(entries, func(a, b cja.Entry) int { return strings.Compare(a.Name, b.Name) })
	var b bytes.Buffer
	if err := cja.Write(&b, manifest, entries, compress); err != nil {
		return nil, "", err
	}
	sum := sha256.Sum256(b.Bytes())
	return b.Bytes(), "sha256:" + hex.EncodeToString(sum[:]), nil
}
