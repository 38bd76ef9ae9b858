package main

import (
	"regexp"
	"strings"
	"testing"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/i18n"
)

// The answers of a short evening at play --accessible in one language:
// the table types the language's words (j/s for yes, its commands).
type langEvening struct {
	lang                               i18n.Lang
	yes, grid, buyback, undo, standing string
}

var langEvenings = []langEvening{
	{lang: i18n.De, yes: "j", grid: "blatt", buyback: "rückkauf", undo: "rückgängig", standing: "stand"},
	{lang: i18n.Es, yes: "s", grid: "hoja", buyback: "reenganche", undo: "deshacer", standing: "tanteo"},
}

// TestNoEnglishUnderLang: --lang de and --lang es runs of play — a short
// Chinchón evening to its end (cards, an eighth card, points, a buy-back
// declined and one made, a refused cut, an undo, the standings, the score
// sheet, ?'s menu, a chinchón, the end's menu) and a whole Chuche round (a
// deal, captures, a discard refused and one made, the safest discard, the
// pile running out, the round's end, the match won), and a Steal with a
// capture — the history of each game, and the scoreboard's pages, contain
// no English sentence (lang_words_test.go says how that is told).
func TestNoEnglishUnderLang(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("runs chuche-ref as processes of its own")
	}
	ref := chucheRef(t)
	bin := ref.path
	for _, ev := range langEvenings {
		lang := string(ev.lang)
		t.Run("Chinchón in "+lang, func(t *testing.T) {
			t.Parallel()
			tbl := tableWith(t, bin, newChinchonEvening)
			out := tbl.playAccessible(t, []string{"--lang", lang},
				"a", handCut, handBen, handCleo, "",
				ev.grid, "?", "5", // ?'s menu: back to the hand
				"b", handBen8, "30", "12", "", "", // Cleo out; the offer declined
				ev.buyback+" c", "",
				"cl", handBad, "", "2", // a refused cut: back to who cut
				"ana", handCut, "5", "7", ev.yes,
				ev.undo, ev.yes,
				ev.standing,
				"ch ben", handChinchon, "", // the game is over
				"") // the end's menu: Enter stops
			if !strings.Contains(out, "CHINCHÓN") {
				t.Fatalf("the evening did not reach its chinchón:\n%s", out)
			}
			noEnglish(t, ev.lang, "play", out)
			noEnglish(t, ev.lang, "history", tbl.cli("--lang", lang, "history", "--game", "1"))
			noEnglish(t, ev.lang, "standings --grid", tbl.cli("--lang", lang, "standings", "--grid", "--game", "1"))
		})

		t.Run("Chuche in "+lang, func(t *testing.T) {
			t.Parallel()
			tbl := tableWith(t, bin, shortMatch[0])
			out := tbl.playAccessible(t, []string{"--lang", lang},
				"", "", "Y4 Y5 G6", // deal round 1; Ben deals
				ev.grid, "9", "R4 Y5", "",
				"10", "O4 G6", "",
				"8", "G4", "R5", "", // G4 refused (it can capture, CU-13), then R5
				"?", "G4 O5 Y6", "G4", "", // the pile is empty: no target asked
				"O6", "", "O5", "", "R6", "", "Y6", "", "G5", "",
				"") // the end's menu: Enter stops
			if !strings.Contains(out, "(CU-21)") {
				t.Fatalf("the round did not end:\n%s", out)
			}
			noEnglish(t, ev.lang, "play", out)
			noEnglish(t, ev.lang, "history", tbl.cli("--lang", lang, "history", "--game", "1"))
		})

		t.Run("a Steal in "+lang, func(t *testing.T) {
			t.Parallel()
			tbl := tableWith(t, bin, benHoldsSteal...)
			out := tbl.playAccessible(t, []string{"--lang", lang},
				"6", "+", "3", "2", "", "O2", "Y4 O2", "")
			if !strings.Contains(out, "(CU-16)") {
				t.Fatalf("no Steal:\n%s", out)
			}
			noEnglish(t, ev.lang, "play", out)
			noEnglish(t, ev.lang, "history", tbl.cli("--lang", lang, "history", "--game", "1"))
		})
	}

	t.Run("the scoreboard's pages", func(t *testing.T) {
		t.Parallel()
		tbl := tableWith(t, bin, chinchonEvening...)
		srv := startServe(t, ref, tbl.env, "--addr", "127.0.0.1:0")
		for _, ev := range langEvenings {
			for _, path := range []string{"/", "/games/1", "/tv"} {
				code, body := srv.get(t, path+"?lang="+string(ev.lang))
				if code != 200 {
					t.Fatalf("GET %s: %d", path, code)
				}
				noEnglish(t, ev.lang, "the page "+path, pageText(body))
			}
		}
	})
}

var (
	scriptOrStyle = regexp.MustCompile(`(?s)<(script|style)\b[^>]*>.*?</(script|style)>`)
	wordsBlock    = regexp.MustCompile(`(?s)<script type="application/json" id="words">(.*?)</script>`)
	tag           = regexp.MustCompile(`(?s)<[^>]*>`)
	wordValue     = regexp.MustCompile(`:"((?:[^"\\]|\\.)*)"`)
)

// pageText is what a page shows: its text outside scripts and styles, and
// the words its scripts show (the values of its dictionary, one a line).
func pageText(body string) string {
	var lines []string
	if m := wordsBlock.FindStringSubmatch(body); m != nil {
		for _, v := range wordValue.FindAllStringSubmatch(m[1], -1) {
			lines = append(lines, v[1])
		}
	}
	text := tag.ReplaceAllString(scriptOrStyle.ReplaceAllString(body, ""), "\n")
	for _, l := range strings.Split(text, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			lines = append(lines, l)
		}
	}
	return strings.Join(lines, "\n")
}
