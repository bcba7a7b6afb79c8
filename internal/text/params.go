package text

// The constants of ranking and evidence, chosen on the retrieval benchmark
// (docs/retrieval.md says how; `go test ./internal/text -run Sweep -args
// -sweep` prints the trade-offs). They are variables only so that the
// sweep can try others.
var (
	// fieldParams are each field's BM25F weight and length normalisation
	// (b): what a skill is bound to, its title and the errors it explains
	// weigh most; the body, long and broad, least, and it is the most
	// length-normalised. The questions a skill answers weigh least in the
	// rank: other people's words, they order skills through the plain
	// score, which reads them as a full-text engine would.
	fieldParams = [numFields]fieldParam{
		Title:       {4, 0.5},
		Names:       {6, 0.75},
		Keywords:    {2.5, 0.1},
		Description: {2, 0.1},
		API:         {0.56, 0.5},
		Errors:      {3, 0.1},
		Asked:       {0.05, 0.9}, // mostly for the plain score (see flatFields)
		Body:        {0.19, 0.9},
	}
	// k1 is BM25's term-frequency saturation in the score, by which
	// evidence is judged; rankK1 in the rank, by which the skills with
	// evidence are ordered: a term in a skill's names, title and keywords
	// at once (its topic) counts for clearly more than a few mentions in a
	// body, which k1 had brought near the same ceiling.
	k1     = 2.0
	rankK1 = 8.0
	// nameShare is what a skill that a name inside the query found (the
	// caller's name stages: ArrayList in "ArrayList remove while
	// iterating") gains, as a share of the query's reach: it ranks high,
	// but a much better text match still ranks above it. codeShare is what
	// a skill listing an error code or exception the query names gains:
	// more, since the writer's code around it shares words with other
	// skills (a city field, ZoneId).
	nameShare = 0.3
	codeShare = 0.8
	// constructShare is what a word a construct of the query was read as
	// (the string interpolation of $"{a} and {b}", see withConstructs)
	// weighs beside a word the writer typed: the construct may be the
	// subject (`x as? Circle`) or only how the writer's call is spelled
	// (the lambda of `associateBy { it.id }`), where the name decides.
	constructShare = 0.5
	// partShare is how much of its other terms a query word adds beside
	// its best: an error code matched whole still gains from the words it
	// is made of, so that of the skills listing it, the one about those
	// words ranks first.
	partShare = 0.6
	// commonShare: a term that more than this share of the skills hold
	// outside their body (and more than one) is not distinctive; a skill
	// needs a distinctive term of the query.
	commonShare = 0.25
	// refFreq is the pseudo-frequency of a term a skill answers well:
	// about one mention in its title or keywords. A query's reach is what
	// a skill holding each of its words that well would score.
	refFreq = 4.0
	// minReach: a skill's score must reach this share of the reach of
	// the query's tellingWords words of most reach. A long question holds
	// many words its answer need not (make sure, every one, print the
	// total); held to the reach of all of them, it was refused.
	minReach     = 0.35
	tellingWords = 5
	// followReach: once one skill has evidence, the query is about
	// something the skills answer, and another skill needs only this
	// share of what the first needed to be ranked beside it: the skill
	// that answers a question often holds fewer of its words than a
	// neighbour that happens to repeat them.
	followReach = 0.8
	// maxUnknown: when the words no skill holds carry more than this
	// share of the query's reach, the query is about something else, and
	// the text stage returns nothing. It was 0.3 until the questions each
	// skill answers (Asked) made the answerable kinds' cost of 0.27 small,
	// then 0.27 until the words that only phrase a question (isPhrasing)
	// stopped counting against it (docs/retrieval.md, "Evidence").
	maxUnknown = 0.25
	// strongReach: a query whose unknown words carry more than maxUnknown
	// of its reach is still answered when a skill scores this many times
	// what evidence needs. The unknown words are then the writer's own
	// data (employee records by department and salary; the time in
	// Tokyo), not the subject; a question about Kafka finds no such skill.
	strongReach = 2.5
	// coverWords: such a query is also answered when a skill with
	// evidence holds this many of its known words: a question that shares
	// seven words with one skill is about it, whatever else it names (the
	// octets of an IP address, the seasonal clock change of a time zone).
	coverWords = 7
	// wholeReach: a query whose one unknown word carries more than
	// maxUnknown of its reach is still answered when a skill holds every
	// other word of it and scores this many times what evidence needs (2
	// until spreadShare quieted more off-topic asks than 1.5 answers).
	wholeReach = 1.5
	// spreadShare, spreadReach: when no skill holds query words carrying
	// spreadShare of the reach of its known words, and none scores
	// spreadReach times what evidence needs, the query's words are
	// scattered over skills none of which it is about (the pipe under the
	// kitchen sink), and nothing has evidence.
	spreadShare = 0.5
	spreadReach = 1.5
	// soleShare: a skill that alone holds query words (outside the
	// questions it answers) carrying this share of the query's reach has
	// evidence, however briefly its body says them: the query is about
	// what only it mentions (float4e2m1, maximal reconvergence), and a
	// stray mention in a long body scores too little to reach minReach.
	soleShare = 0.5
	// flatK1 and flatB are the saturation and length normalisation of the
	// plain BM25 over each skill's whole file (Segment.Flat): a stock
	// full-text engine's.
	flatK1, flatB = 1.2, 0.75
	// rankByTopic: a term's idf in a skill's rank counts only the
	// skills it is a topic of (holding it outside their body), not every
	// skill that mentions it (see stats).
	rankByTopic = true
	// flatShare is what the plain score, relative to the best, weighs
	// beside the rank, relative to the best (see Index.Search), and
	// longFlatShare what it weighs in a query of longWords words or more:
	// a long question holds many words, and the rank favours a skill that
	// holds one of them prominently (a keyword, a title), the plain score
	// one whose text holds many of them.
	flatShare     = 0.75
	longFlatShare = 1.5
	longWords     = 5
	// lackShare is how much of its order a skill with evidence gives up
	// for the query's words it lacks: its combined score is scaled by
	// 1 - lackShare * lacks / words. A skill that holds every word of the
	// query comes before one that holds some of them more prominently
	// (Lucene's coordination factor, in a gentler form). A skill listing
	// an error code the query holds is not scaled: the words of the
	// writer's code around it are not the question.
	lackShare = 0.3
)

// fieldParam is the BM25F weight and length normalisation of a field.
type fieldParam struct{ weight, b float64 }

// saturate is BM25's saturation of a pseudo-frequency tf.
func saturate(tf float64) float64 { return tf * (k1 + 1) / (tf + k1) }

// saturateRank is BM25's saturation of tf in a skill's rank.
func saturateRank(tf float64) float64 { return tf * (rankK1 + 1) / (tf + rankK1) }

// saturateFlat is BM25's saturation of tf in the plain ranking.
func saturateFlat(tf float64) float64 { return tf * (flatK1 + 1) / (tf + flatK1) }
