package text

// Params are the constants of ranking and evidence (params.go), for the
// sweep to vary.
type Params struct {
	Weight, B                                                            [numFields]float64
	K1, NameShare, PartShare, CommonShare, RefFreq, MinReach, MaxUnknown float64
	FlatShare, LongFlatShare, FlatK1, FlatB                              float64
	LongWords                                                            int
	RankByTopic                                                          bool
	TellingWords, CoverWords                                             int
	StrongReach, FollowReach, WholeReach, SoleShare, CodeShare, RankK1   float64
	SpreadShare, SpreadReach                                             float64
}

// Fields is how many fields there are.
const Fields = int(numFields)

// CurrentParams returns the constants in use.
func CurrentParams() Params {
	p := Params{K1: k1, NameShare: nameShare, PartShare: partShare, CommonShare: commonShare, RefFreq: refFreq,
		MinReach: minReach, MaxUnknown: maxUnknown, FlatShare: flatShare, LongFlatShare: longFlatShare, LongWords: longWords, FlatK1: flatK1, FlatB: flatB, RankByTopic: rankByTopic, TellingWords: tellingWords, CoverWords: coverWords, StrongReach: strongReach, FollowReach: followReach, WholeReach: wholeReach, SoleShare: soleShare, CodeShare: codeShare, RankK1: rankK1, SpreadShare: spreadShare, SpreadReach: spreadReach}
	for f, fp := range fieldParams {
		p.Weight[f], p.B[f] = fp.weight, fp.b
	}
	return p
}

// SetParams makes p the constants in use.
func SetParams(p Params) {
	k1, nameShare, partShare, commonShare = p.K1, p.NameShare, p.PartShare, p.CommonShare
	refFreq, minReach, maxUnknown = p.RefFreq, p.MinReach, p.MaxUnknown
	flatShare, flatK1, flatB, rankByTopic = p.FlatShare, p.FlatK1, p.FlatB, p.RankByTopic
	longFlatShare, longWords = p.LongFlatShare, p.LongWords
	tellingWords, coverWords, strongReach = p.TellingWords, p.CoverWords, p.StrongReach
	followReach, wholeReach, soleShare, codeShare, rankK1 = p.FollowReach, p.WholeReach, p.SoleShare, p.CodeShare, p.RankK1
	spreadShare, spreadReach = p.SpreadShare, p.SpreadReach
	for f := range fieldParams {
		fieldParams[f] = fieldParam{p.Weight[f], p.B[f]}
	}
}

// FieldName is field f's name, for the sweep's tables.
func FieldName(f int) string {
	return [...]string{"title", "names", "keywords", "description", "API", "errors", "asked", "body"}[f]
}
