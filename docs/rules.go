package docs

import (
	_ "embed"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"sync"
)

// book is the rule book, embedded so that `chuche-ref rules --explain`
// works from the binary alone.
//
//go:embed rules.md
var book string

// The rule book's translations: the same ids, the same structure. The
// English book is the normative one.
var (
	//go:embed rules.de.md
	bookDe string
	//go:embed rules.es.md
	bookEs string
)

// ruleStart is a line that opens a rule: a list item (or a line) beginning
// with its id, as "- CN-7 A player who …".
var ruleStart = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^\s*-?\s*\**((?:C[UN]|LG)-[0-9]+)\b\**\s*(.*)$`)
})

// looseID is what a user may type for an id: cn7, CN-7, cn-07, lg3.
var looseID = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)^\s*(c[un]|lg)\s*-?\s*0*([0-9]+)\s*$`)
})

type rules struct {
	ids  []string          // in the book's order
	text map[string]string // id → the rule's text, without the id
}

var parsed = sync.OnceValue(func() rules { return parse(book) })

// translated are the translations, by language ("de", "es"), parsed once.
var translated = sync.OnceValue(func() map[string]rules {
	return map[string]rules{"de": parse(bookDe), "es": parse(bookEs)}
})

// parse reads the rule book: a rule runs from its id line to the next id
// line or heading; its continuation lines lose their indentation.
func parse(md string) rules {
	r := rules{text: map[string]string{}}
	var id string
	var lines []string
	flush := func() {
		if id != "" {
			r.text[id] = strings.TrimSpace(strings.Join(lines, "\n"))
			r.ids = append(r.ids, id)
		}
		id, lines = "", nil
	}
	for _, line := range strings.Split(md, "\n") {
		if m := ruleStart().FindStringSubmatch(line); m != nil {
			flush()
			id, lines = m[1], []string{m[2]}
			continue
		}
		if strings.HasPrefix(line, "#") {
			flush()
			continue
		}
		if id != "" {
			lines = append(lines, strings.TrimSpace(line))
		}
	}
	flush()
	return r
}

// Normalize turns what a user typed ("cn7", "Cu-13") into the rule book's
// spelling of an id ("CN-7", "CU-13"); "" when it is not shaped like one.
func Normalize(id string) string {
	m := looseID().FindStringSubmatch(id)
	if m == nil {
		return ""
	}
	return strings.ToUpper(m[1]) + "-" + m[2]
}

// Rule is the text of rule id as the rule book states it (the id itself
// left off); id may be spelled loosely (see Normalize).
func Rule(id string) (text string, ok bool) {
	text, ok = parsed().text[Normalize(id)]
	return text, ok
}

// RuleIn is the text of rule id in the rule book of language lang ("en",
// "de", "es"); English for another language, or for an id a translation
// lacks (the tests see to it that none does).
func RuleIn(lang, id string) (text string, ok bool) {
	if r, found := translated()[lang]; found {
		if text, ok = r.text[Normalize(id)]; ok {
			return text, ok
		}
	}
	return Rule(id)
}

// RuleIDs lists every rule id the book defines, in its order.
func RuleIDs() []string {
	return append([]string(nil), parsed().ids...)
}

// IDRanges sums up the ids that exist, for an error message:
// "CU-1..CU-25, CN-1..CN-15, LG-1..LG-12".
func IDRanges() string {
	var parts []string
	ids := parsed().ids
	for i := 0; i < len(ids); {
		j := i
		for j+1 < len(ids) && follows(ids[j], ids[j+1]) {
			j++
		}
		if i == j {
			parts = append(parts, ids[i])
		} else {
			parts = append(parts, fmt.Sprintf("%s..%s", ids[i], ids[j]))
		}
		i = j + 1
	}
	return strings.Join(parts, ", ")
}

// follows: b is the id right after a in the same part (CU-3 after CU-2).
func follows(a, b string) bool {
	pa, na := split(a)
	pb, nb := split(b)
	return pa == pb && nb == na+1
}

func split(id string) (string, int) {
	part, num, _ := strings.Cut(id, "-")
	n, _ := strconv.Atoi(num)
	return part, n
}
