package text

import "strings"

// american returns the lowercase word w in American spelling when it is
// one of the British spellings the corpus and agents both use (behaviour,
// colour, optimise, analyse, labelled, centre, catalogue), so that either
// finds the other: Snowball's English stemmer keeps optimis and optim,
// behaviour and behavior apart. Other words come back as they are.
//
// No maintained Go library does this, and the full variant lists (VarCon)
// are large data for a handful of words, so it is rules over the few
// patterns that matter, with the words each pattern must leave alone.
func american(w string) string {
	if a, ok := britishWords[w]; ok {
		return a
	}
	if len(w) < 5 || !strings.ContainsAny(w, "osl") {
		return w
	}
	for _, r := range ourRoots {
		if i := strings.Index(w, r); i >= 0 {
			return w[:i] + r[:len(r)-2] + "r" + w[i+len(r):]
		}
	}
	if a, ok := iseToIze(w); ok {
		return a
	}
	return lledToLed(w)
}

// ourRoots are the words American English writes with -or, found inside
// longer words too (behavioural, neighbouring, recolour).
var ourRoots = []string{"behaviour", "colour", "neighbour", "favour", "honour", "flavour",
	"labour", "humour", "rumour", "vapour", "armour", "savour", "harbour", "endeavour", "rigour",
	"vigour", "odour", "clamour", "parlour", "splendour", "tumour"}

// britishWords are whole words spelt otherwise in American English.
var britishWords = map[string]string{
	"centre": "center", "centres": "centers", "centred": "centered", "centring": "centering",
	"metre": "meter", "metres": "meters", "litre": "liter", "litres": "liters",
	"fibre": "fiber", "fibres": "fibers", "calibre": "caliber", "theatre": "theater",
	"catalogue": "catalog", "catalogues": "catalogs", "catalogued": "cataloged",
	"dialogue": "dialog", "dialogues": "dialogs", "analogue": "analog", "analogues": "analogs",
	"licence": "license", "licences": "licenses", "defence": "defense", "offence": "offense",
	"grey": "gray", "programme": "program", "programmes": "programs", "judgement": "judgment",
	"acknowledgement": "acknowledgment", "ageing": "aging", "artefact": "artifact",
	"artefacts": "artifacts", "sceptical": "skeptical", "manoeuvre": "maneuver",
	"fulfil": "fulfill", "enrol": "enroll", "instalment": "installment", "skilful": "skillful",
	"aluminium": "aluminum", "mould": "mold", "learnt": "learned", "spelt": "spelled",
}

// iseEndings are the endings of the -ise family less the e of -ise,
// longest first.
var iseEndings = []string{"ations", "ation", "able", "ers", "ing", "es", "ed", "er", "e"}

// iseWords are words with -ise that American English writes the same.
var iseWords = map[string]bool{"advertise": true, "advise": true, "anise": true, "apprise": true,
	"arise": true, "bruise": true, "chastise": true, "circumcise": true, "comprise": true,
	"compromise": true, "concise": true, "cruise": true, "demise": true, "despise": true,
	"devise": true, "disguise": true, "enterprise": true, "excise": true, "exercise": true,
	"expertise": true, "franchise": true, "improvise": true, "incise": true, "merchandise": true,
	"paradise": true, "poise": true, "porpoise": true, "praise": true, "precise": true,
	"premise": true, "promise": true, "reprise": true, "revise": true, "sunrise": true,
	"supervise": true, "surmise": true, "surprise": true, "televise": true, "tortoise": true,
	"treatise": true, "turquoise": true, "uprise": true, "valise": true}

// iseToIze turns a word of the -ise family (optimise, normalised,
// organisation, analyse) into its -ize (-yze) spelling.
func iseToIze(w string) (string, bool) {
	if strings.HasSuffix(w, "wise") { // otherwise, pairwise
		return "", false
	}
	for _, end := range iseEndings {
		stem, ok := strings.CutSuffix(w, end) // optimis of optimised
		if !ok {
			continue
		}
		if len(stem) < 5 || !strings.HasSuffix(stem, "is") && !strings.HasSuffix(stem, "lys") ||
			iseWords[stem+"e"] {
			return "", false
		}
		return stem[:len(stem)-1] + "z" + end, true
	}
	return "", false
}

// lledRoots are the verbs whose l British English doubles before -ed,
// -ing and -er (cancelled, labelling, modeller) and American does not.
var lledRoots = map[string]bool{"cancel": true, "label": true, "model": true, "travel": true,
	"signal": true, "level": true, "fuel": true, "tunnel": true, "channel": true, "total": true,
	"counsel": true, "dial": true, "equal": true, "funnel": true, "quarrel": true, "shovel": true,
	"marshal": true, "panel": true, "pencil": true, "jewel": true, "duel": true, "libel": true,
	"rival": true, "spiral": true, "initial": true}

// lledToLed undoes that doubled l, also after re-, un- or mis-.
func lledToLed(w string) string {
	for _, end := range []string{"ing", "ers", "ed", "er"} {
		stem, ok := strings.CutSuffix(w, end)
		if !ok || !strings.HasSuffix(stem, "ll") {
			continue
		}
		root := stem[:len(stem)-1]
		for _, pre := range []string{"", "re", "un", "mis"} {
			if r, ok := strings.CutPrefix(root, pre); ok && lledRoots[r] {
				return root + end
			}
		}
		return w
	}
	return w
}
