package i18n

import (
	"os"
	"strings"

	"golang.org/x/text/language"

	"github.com/chuche-ref/chuche-ref/fault"
)

// Lang is one of the languages chuche-ref speaks.
type Lang string

// The languages, English first: it is the fallback.
const (
	En Lang = "en"
	De Lang = "de"
	Es Lang = "es"
)

// Langs are the languages in the order they are listed to users.
var Langs = []Lang{En, De, Es}

// Tag is the language's BCP 47 tag.
func (l Lang) Tag() language.Tag {
	switch l {
	case De:
		return language.German
	case Es:
		return language.Spanish
	}
	return language.English
}

// Parse reads a language the user named (--lang, CHUCHE_REF_LANG, the
// config's lang:). "de", "DE", "de-AT" and "de_DE.UTF-8" are German; a
// language chuche-ref does not speak is an input error listing the three.
func Parse(s string) (Lang, error) {
	if l, ok := fromLocale(s); ok {
		return l, nil
	}
	return "", fault.Inputf("unknown language %q", s).WithHint("use one of: en, de, es")
}

// FromLocale is the language of the POSIX locale: LC_ALL, else
// LC_MESSAGES, else LANG (the first one set decides, as in POSIX); English
// when that is C, POSIX, unset or a language chuche-ref does not speak.
func FromLocale(lookupEnv func(string) (string, bool)) Lang {
	if lookupEnv == nil {
		lookupEnv = os.LookupEnv
	}
	for _, name := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		v, ok := lookupEnv(name)
		if !ok || v == "" {
			continue
		}
		if l, ok := fromLocale(v); ok {
			return l
		}
		return En
	}
	return En
}

// fromLocale reads "es_AR.UTF-8@euro", "de-CH" or "en".
func fromLocale(s string) (Lang, bool) {
	s = strings.TrimSpace(s)
	if i := strings.IndexAny(s, ".@"); i >= 0 {
		s = s[:i]
	}
	if i := strings.IndexAny(s, "_-"); i >= 0 {
		s = s[:i]
	}
	switch l := Lang(strings.ToLower(s)); l {
	case En, De, Es:
		return l, true
	}
	return "", false
}

// Resolve picks the language: the one named (flag, environment or config
// file, already layered by config), else the locale, else English.
func Resolve(named string, lookupEnv func(string) (string, bool)) (Lang, error) {
	if strings.TrimSpace(named) != "" {
		return Parse(named)
	}
	return FromLocale(lookupEnv), nil
}

// FromAcceptLanguage is the browser's first choice chuche-ref speaks
// (RFC 9110 Accept-Language, weights honoured), English if none.
func FromAcceptLanguage(header string) Lang {
	tags, _, err := language.ParseAcceptLanguage(header)
	if err != nil || len(tags) == 0 {
		return En
	}
	m := language.NewMatcher([]language.Tag{language.English, language.German, language.Spanish})
	_, i, conf := m.Match(tags...)
	if conf == language.No {
		return En
	}
	return Langs[i]
}
