package text

// Field is a part of a skill that the text stage reads.
type Field uint8

// The fields, and what each holds.
const (
	// Title is the skill's title.
	Title Field = iota
	// Names are the canonical names bound to the skill.
	Names
	// Keywords are the words agents bring that the skill answers (its
	// front matter's keywords).
	Keywords
	// Description is the skill's description.
	Description
	// API is the public members of the classes bound to the skill
	// (corpus/api for the embedded corpus): a question that names a member
	// reaches the class's skill.
	API
	// Errors are the error codes and exception names the skill's text
	// holds, once more as a field of their own.
	Errors
	// Asked are questions agents ask that the skill answers, in their own
	// words (corpus/asked for the embedded corpus): the words a question
	// brings that the skill's own text does not use.
	Asked
	// Body is the Markdown after the front matter.
	Body
	numFields
)
