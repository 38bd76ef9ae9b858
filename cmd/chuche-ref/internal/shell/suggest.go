package shell

import "strings"

// Suggestion splits cobra's "unknown command" message into its first line
// and, when cobra found close commands, a hint with them in its own words
// ("Did you mean this? standings"): the exit switch shows one line per
// message, so the suggestion would otherwise be lost.
func Suggestion(msg string) (first, hint string) {
	first, rest, _ := strings.Cut(msg, "\n")
	_, names, ok := strings.Cut(rest, "Did you mean this?")
	if !ok {
		return first, ""
	}
	var cands []string
	for _, l := range strings.Split(names, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			cands = append(cands, l)
		}
	}
	if len(cands) == 0 {
		return first, ""
	}
	return first, "Did you mean this? " + strings.Join(cands, ", ")
}
