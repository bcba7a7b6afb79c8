// Package text is the text stage of searchSkills (SPEC 4.1, 4.2): a ranked
// full-text index over the fields of each skill, which answers the queries
// no name answers: a question, a task, another language's name for a thing,
// a pasted error, a sigil. A query goes through these stages, each in its
// own file:
//
//  1. analysis (analyze.go): text becomes terms. A term is the stem of a
//     word (camelCase, snake_case and dotted names split into words), the
//     whole of a compound word (HashMap, unique_ptr, std::move: so that
//     "hashmap" finds HashMap and "hash map" finds it too), or a sigil or
//     operator (#=, #T, ^T, #, @Inject, ::, [], ->, ==, +=, &&).
//  2. fields (field.go, segment.go): a skill's terms are counted per field
//     (title, bound names, keywords, description, API members, errors it
//     explains, the questions agents ask that it answers, body), each
//     field with its own weight and length normalisation, and folded into
//     one BM25F pseudo-frequency per term and skill when the index is
//     built. A term only questions hold is not one the skills know, and a
//     term's document frequency counts the skills holding it in their own
//     text.
//  3. query (query.go): question words and filler carry no weight; a pair
//     of adjacent words also looks for their compound, and a word the
//     index lacks for the two words it may be made of. A query of nothing
//     but names of other ecosystems the skills do not hold (and at most
//     one other word) is read with the words the lexicon gives for them
//     (foreign.go, internal/lexicon).
//  4. scoring and evidence (score.go): BM25F over every segment, plus what
//     the caller's name stages found for names inside the query; a skill
//     is returned only with evidence: a distinctive query word, and a
//     score past a share of what the query could reach. Those with
//     evidence are ordered by their rank and plain score together, less
//     a share for the query words each lacks (params.go, lackShare).
package text
