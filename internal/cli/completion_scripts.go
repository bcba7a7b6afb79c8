package cli

import (
	"fmt"
	"strings"
)

// The three scripts share one plan. The words typed so far name the verb
// being completed, its key: the word after 'cajeta', or 'skills <verb>'.
// After a flag that takes a folder or file, that is completed; after a
// flag that takes another value, nothing; a word that starts with '-' is
// one of the key's flags; any other word is the key's positional argument
// (see compVerb.args). What only the project knows (skill names, URIs,
// installed libraries) comes from 'cajeta __complete', run as the
// command line names cajeta.

// bashScript is the completion script for bash (4 or newer).
func bashScript(spec []compVerb) string {
	var b strings.Builder
	b.WriteString(`# bash completion for cajeta: verbs, flags and skill names.
# Load it with: source <(cajeta completion bash)
_cajeta_ask() { # KIND WORD: the candidates cajeta __complete gives
    local cmd=${_cajeta_cmd/#\~/$HOME} line
    COMPREPLY=()
    while IFS= read -r line; do
        COMPREPLY+=("$line")
    done < <("$cmd" __complete "$1" "$2" 2>/dev/null)
    # bash splits words at ':' (COMP_WORDBREAKS); offer only what follows the last one typed.
    if [[ $2 == *:* && $COMP_WORDBREAKS == *:* ]]; then
        local typed=${2%"${2##*:}"}
        COMPREPLY=("${COMPREPLY[@]#"$typed"}")
    fi
    compopt -o nospace 2>/dev/null
}
_cajeta_words() { # LIST WORD
    local line
    COMPREPLY=()
    while IFS= read -r line; do
        COMPREPLY+=("$line")
    done < <(compgen -W "$1" -- "$2")
}
_cajeta_dirs() { # WORD
    local line
    COMPREPLY=()
    while IFS= read -r line; do
        COMPREPLY+=("$line")
    done < <(compgen -d -- "$1")
    compopt -o filenames 2>/dev/null
}
_cajeta() {
    local line=${COMP_LINE:0:COMP_POINT} cur=
    local -a words
    read -ra words <<< "$line"
    if [[ -n $line && $line != *[[:space:]] ]]; then
        cur=${words[${#words[@]}-1]}
        unset 'words[${#words[@]}-1]'
    fi
    local _cajeta_cmd=${words[0]}
    local key=${words[1]} prev=${words[${#words[@]}-1]}
    COMPREPLY=()
    if (( ${#words[@]} == 1 )); then
`)
	fmt.Fprintf(&b, "        _cajeta_words %s \"$cur\"\n        return\n    fi\n", shQuote(strings.Join(topWords(spec), " ")))
	fmt.Fprintf(&b, "    if [[ $key == skills ]]; then\n        if (( ${#words[@]} == 2 )); then\n            _cajeta_words %s \"$cur\"\n            return\n        fi\n        key=\"skills ${words[2]}\"\n    fi\n", shQuote(strings.Join(subVerbs(spec), " ")))
	b.WriteString("    case \"$key|$prev\" in\n")
	for _, kind := range []string{"dir", "file", "value"} {
		pats := valueFlagPatterns(spec, kind)
		if len(pats) == 0 {
			continue
		}
		action := map[string]string{
			"dir":   `_cajeta_dirs "$cur"`,
			"file":  `compopt -o default 2>/dev/null`,
			"value": `:`,
		}[kind]
		fmt.Fprintf(&b, "        %s)\n            %s\n            return;;\n", strings.Join(pats, "|"), action)
	}
	b.WriteString("    esac\n    if [[ $cur == -* ]]; then\n        case $key in\n")
	for _, v := range spec {
		if len(v.flags) > 0 {
			fmt.Fprintf(&b, "            %s) _cajeta_words %s \"$cur\";;\n", shQuote(v.key), shQuote(strings.Join(flagWords(v), " ")))
		}
	}
	b.WriteString("        esac\n        return\n    fi\n    case $key in\n")
	for _, v := range spec {
		var action string
		switch v.args {
		case "names", "uris", "installed":
			action = fmt.Sprintf(`_cajeta_ask %s "$cur"`, v.args)
		case "dirs":
			action = `_cajeta_dirs "$cur"`
		case "shells":
			action = `_cajeta_words 'bash zsh fish' "$cur"`
		case "verbs":
			action = fmt.Sprintf(`_cajeta_words %s "$cur"`, shQuote(strings.Join(verbNames(spec), " ")))
		default:
			continue
		}
		fmt.Fprintf(&b, "        %s) %s;;\n", shQuote(v.key), action)
	}
	b.WriteString("    esac\n}\ncomplete -F _cajeta cajeta\n")
	return b.String()
}

// zshScript is the completion script for zsh, to source after compinit or
// to put in a folder of $fpath as _cajeta.
func zshScript(spec []compVerb) string {
	var b strings.Builder
	b.WriteString(`#compdef cajeta
# zsh completion for cajeta: verbs, flags and skill names.
# Load it with: source <(cajeta completion zsh)   (after compinit)
_cajeta() {
  local cmd=${words[1]} key=${words[2]} cur=${words[CURRENT]} prev=${words[CURRENT-1]}
  local -a cands
  cmd=${cmd/#\~/$HOME}
  if (( CURRENT == 2 )); then
    cands=(
`)
	for _, v := range spec {
		if !strings.Contains(v.key, " ") {
			fmt.Fprintf(&b, "      %s\n", shQuote(v.key+":"+v.short))
		}
	}
	b.WriteString("      '--help:print the commands' '--version:print the compiler version'\n    )\n    _describe -t commands 'cajeta command' cands\n    return\n  fi\n")
	b.WriteString("  if [[ $key == skills ]]; then\n    if (( CURRENT == 3 )); then\n      cands=(\n")
	for _, v := range spec {
		if sub, ok := strings.CutPrefix(v.key, "skills "); ok {
			fmt.Fprintf(&b, "        %s\n", shQuote(sub+":"+v.short))
		}
	}
	b.WriteString("      )\n      _describe -t commands 'skills verb' cands\n      return\n    fi\n    key=\"skills ${words[3]}\"\n  fi\n  case \"$key|$prev\" in\n")
	for _, kind := range []string{"dir", "file", "value"} {
		pats := valueFlagPatterns(spec, kind)
		if len(pats) == 0 {
			continue
		}
		action := map[string]string{"dir": "_files -/", "file": "_files", "value": ":"}[kind]
		fmt.Fprintf(&b, "    (%s)\n      %s\n      return;;\n", strings.Join(pats, "|"), action)
	}
	b.WriteString("  esac\n  if [[ $cur == -* ]]; then\n    case $key in\n")
	for _, v := range spec {
		if len(v.flags) == 0 {
			continue
		}
		var entries []string
		for _, f := range v.flags {
			entries = append(entries, shQuote("--"+f.name+":"+f.usage))
		}
		fmt.Fprintf(&b, "      (%s)\n        cands=(%s);;\n", shQuote(v.key), strings.Join(entries, " "))
	}
	b.WriteString("    esac\n    _describe -t options 'flag' cands\n    return\n  fi\n  case $key in\n")
	for _, v := range spec {
		var action string
		switch v.args {
		case "names", "uris", "installed":
			suffix := "-S ''"
			if v.args == "installed" {
				suffix = ""
			}
			action = fmt.Sprintf(`cands=(${(f)"$("$cmd" __complete %s "$cur" 2>/dev/null)"}); compadd %s -a cands`, v.args, suffix)
		case "dirs":
			action = "_files -/"
		case "shells":
			action = "compadd bash zsh fish"
		case "verbs":
			action = "compadd " + strings.Join(verbNames(spec), " ")
		default:
			continue
		}
		fmt.Fprintf(&b, "    (%s) %s;;\n", shQuote(v.key), action)
	}
	b.WriteString(`  esac
}
if [[ $funcstack[1] == _cajeta ]]; then
  _cajeta "$@"
else
  compdef _cajeta cajeta
fi
`)
	return b.String()
}

// fishScript is the completion script for fish (3.0 or newer).
func fishScript(spec []compVerb) string {
	var b strings.Builder
	b.WriteString(`# fish completion for cajeta: verbs, flags and skill names.
# Load it with: cajeta completion fish | source
function __cajeta_key --description 'the cajeta verb being completed: search-skill, skills pack, ...'
    set -l words (commandline -opc)
    if test (count $words) -lt 2
        return 1
    end
    if test "$words[2]" = skills; and test (count $words) -ge 3
        echo "skills $words[3]"
    else
        echo $words[2]
    end
end
function __cajeta_is --argument-names key
    set -l k (__cajeta_key)
    test "$k" = "$key"
end
function __cajeta_ask --argument-names kind --description 'the candidates cajeta __complete gives'
    set -l cmd (commandline -opc)[1]
    set cmd (string replace -r '^~' -- $HOME $cmd)
    $cmd __complete $kind (commandline -ct) 2>/dev/null
end
complete -c cajeta -f
`)
	for _, v := range spec {
		if !strings.Contains(v.key, " ") {
			fmt.Fprintf(&b, "complete -c cajeta -n 'test (count (commandline -opc)) -eq 1' -a %s -d %s\n", fishQuote(v.key), fishQuote(v.short))
		}
	}
	b.WriteString("complete -c cajeta -n 'test (count (commandline -opc)) -eq 1' -l help -d 'print the commands'\n")
	b.WriteString("complete -c cajeta -n 'test (count (commandline -opc)) -eq 1' -l version -d 'print the compiler version'\n")
	for _, v := range spec {
		if sub, ok := strings.CutPrefix(v.key, "skills "); ok {
			fmt.Fprintf(&b, "complete -c cajeta -n '__cajeta_is skills' -a %s -d %s\n", fishQuote(sub), fishQuote(v.short))
		}
	}
	for _, v := range spec {
		cond := fishQuote("__cajeta_is '" + v.key + "'")
		for _, f := range v.flags {
			extra := ""
			switch f.value {
			case "dir":
				extra = " -x -a '(__fish_complete_directories (commandline -ct))'"
			case "file":
				extra = " -r -F"
			case "value":
				extra = " -x"
			}
			fmt.Fprintf(&b, "complete -c cajeta -n %s -l %s%s -d %s\n", cond, f.name, extra, fishQuote(f.usage))
		}
		var action string
		switch v.args {
		case "names", "uris", "installed":
			action = fmt.Sprintf("'(__cajeta_ask %s)'", v.args)
		case "dirs":
			action = "'(__fish_complete_directories (commandline -ct))'"
		case "shells":
			action = "'bash zsh fish'"
		case "verbs":
			action = fishQuote(strings.Join(verbNames(spec), " "))
		default:
			continue
		}
		fmt.Fprintf(&b, "complete -c cajeta -n %s -a %s\n", cond, action)
	}
	return b.String()
}

// valueFlagPatterns are the case patterns ('<verb>|--<flag>', quoted)
// of the flags whose value is of kind: dir, file or value.
func valueFlagPatterns(spec []compVerb, kind string) []string {
	var pats []string
	for _, v := range spec {
		for _, f := range v.flags {
			if f.value == kind {
				pats = append(pats, shQuote(v.key+"|--"+f.name))
			}
		}
	}
	return pats
}

// flagWords are a verb's flags as typed.
func flagWords(v compVerb) []string {
	var words []string
	for _, f := range v.flags {
		words = append(words, "--"+f.name)
	}
	return words
}

// verbNames are the verbs help completes.
func verbNames(spec []compVerb) []string {
	var names []string
	for _, v := range spec {
		if !strings.Contains(v.key, " ") && v.key != "help" {
			names = append(names, v.key)
		}
	}
	return names
}

// shQuote quotes s for bash and zsh: in single quotes, each single quote
// in s closed, escaped and reopened.
func shQuote(s string) string {
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// fishQuote quotes s for fish: in single quotes, with \ and ' escaped.
func fishQuote(s string) string {
	return "'" + strings.NewReplacer(`\`, `\\`, `'`, `\'`).Replace(s) + "'"
}
