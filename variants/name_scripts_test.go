package variants

import "testing"

// Look-alike names: a Cyrillic or Greek letter among Latin ones is marked;
// names of one script, with accents, digits or punctuation, and the ways
// Chinese, Japanese and Korean mix scripts (UTS #39 highly restrictive) are
// not.
func TestMixedScripts(t *testing.T) {
	for name, want := range map[string]bool{
		"Ana":                  false,
		"\u0410na":             true, // Cyrillic А, Latin na
		"Аня":                  false,
		"Zoë":                  false,
		"María José":           false,
		"Ana 2":                false,
		"O'Brien-Smith":        false,
		"Ελένη":                false,
		"Ελenη":                true,
		"Pаblo":                true, // Cyrillic а
		"李小龍":                  false,
		"さくら":                  false,
		"田中さくら":                false,
		"Tomoさん":               false,
		"김민준":                  false,
		"Ana\u0301":            false, // a combining accent is of every script
		"Jose\u0301 Аlvarez":   true,
		"<i>Zoe</i> & Co":      false,
		"Ωmega":                true,
		"שרה":                  false,
		"Sara שרה":             true,
		"🃏 Ana":                false,
		"Ana-Ǆ":                false,
		"Ben\u00a0Ü":           false,
		"Дмитрий Петров":       false,
		"Дмитрий Petrov":       true,
		"Ꭺna":                  true, // Cherokee Ꭺ
		"ｱｲｳ":                  false,
		"Ｚoe":                  false, // fullwidth Latin is Latin
		"नमस्ते":               false,
		"Ana नमस्ते":           true,
		"":                     false,
		"1234":                 false,
		"Ⅻ":                    false,
		"Æsa":                  false,
		"ǅana":                 false,
		"Ʒana":                 false,
		"ıi":                   false,
		"Straße":               false,
		"Cleo\u200d":           false,
		"Σίσυφος":              false,
		"Mañana":               false,
		"ᴀna":                  false, // small capital A is Latin
		"Ana\U0001F600":        false,
		"Ana Ⓐ":                false,
		"\u0391na":             true, // Greek Α
		"\u0391\u03bd\u03b1":   false,
		"Ana\u0410\u0430":      true,
		"Hanna 한나":             false,
		"Hanna ハンナ":            false,
		"ハンナ 한나":               true, // Japanese kana with Hangul is two writings
		"汉字ㄅㄆ":                 false,
		"Ana\u3042\u3131":      true,
		"\u1100\u1161":         false,
		"Αna 李":                true,
		"Ana 李 さ":              false,
		"Ana \u0400":           true,
		"Ana \u02b0":           false, // modifier letter small h is Latin
		"\u0300\u0301":         false,
		"\u2160\u2161 Ana":     false,
		"Ana\u00b7Ben":         false,
		"Ana\u0387Ben":         false, // Greek ano teleia is Common
		"\ufb01na":             false, // the fi ligature is Latin
		"Ana\u0e01":            true,  // Thai ko kai
		"\u0e01\u0e02":         false,
		"Ana\u10d0":            true, // Georgian an
		"Ana\u0531":            true, // Armenian Ayb
		"Ana\u0627":            true, // Arabic alef
		"\u0627\u0644\u0633":   false,
		"Ana\u0660":            false, // Arabic-Indic digit zero is Common
		"Ana\u13a0\u13a1":      true,
		"Ana\u1e00":            false, // Latin A with ring below
		"Ana\u2c00":            true,  // Glagolitic
		"Ana\ua640":            true,  // Cyrillic extended-B
		"Ana\U00010400":        true,  // Deseret
		"Ana\U0001d400":        false, // mathematical bold A is Common
		"\U0001d400\U0001d401": false,
	} {
		if got := MixedScripts(name); got != want {
			t.Errorf("MixedScripts(%q) = %v, want %v (scripts %v)", name, got, want, NameScripts(name))
		}
	}
}
