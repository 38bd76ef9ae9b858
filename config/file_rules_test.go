package config

import (
	"path/filepath"
	"strings"
	"testing"
)

// A mistyped house-rule key (or value) in the config file
// is an input error naming the file and the line, at every level.
func TestLoadUnknownHouseRule(t *testing.T) {
	tests := []struct {
		name, content string
		want          []string
		hint          string
	}{
		{"mistyped club rule", "rules: {chinchon: {limt: 70}}\n",
			[]string{"line 1", `rules.chinchon: unknown house rule "limt"`, "limit"}, `did you mean "limit"?`},
		{"club rule of the other game", "rules:\n  chuche:\n    deck: french-52\n",
			[]string{"line 3", `rules.chuche: unknown house rule "deck"`}, ""},
		{"bad club value", "rules:\n  chinchon:\n    limit: lots\n",
			[]string{"line 3", "rules.chinchon.limit", "limit=lots is not valid"}, ""},
		{"mistyped preset rule", "presets:\n  friday:\n    game: chinchon\n    buyback: false\n    limt: 70\n",
			[]string{"line 5", `presets.friday: unknown house rule "limt"`}, `did you mean "limit"?`},
		{"preset rule before its game", "presets:\n  kids: {solo_capture: true, game: chinchon}\n",
			[]string{"line 2", `unknown house rule "solo_capture"`}, ""},
		{"bad preset value", "presets:\n  friday: {game: chinchon, limit: -3}\n",
			[]string{"line 2", "presets.friday.limit", "limit=-3 is not valid"}, ""},
		{"gameless preset, key of neither game", "presets:\n  x: {tye: share}\n",
			[]string{"line 2", `presets.x: unknown house rule "tye"`}, `did you mean "tie"?`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir, env := home(t)
			file := writeFile(t, filepath.Join(dir, "config.yaml"), tt.content)
			_, err := Load(rootFlags(t, "--config", file), lookup(env))
			ie := inputError(t, err, append([]string{"config file " + file + " line"}, tt.want...)...)
			if tt.hint != "" && ie.Hint != tt.hint {
				t.Errorf("hint %q, want %q", ie.Hint, tt.hint)
			}
		})
	}
}

func TestLoadKnownHouseRules(t *testing.T) {
	dir, env := home(t)
	file := writeFile(t, filepath.Join(dir, "config.yaml"), `
rules:
  chuche: {colours: "R,O,Y", tie: share, composition: "3,3,3,1,1,1"}
  chinchon: {deck: french-52, jokers: 1, out_at: reach}
presets:
  either: {tie: share, limit: 70}
  kids: {game: chuche, solo_capture: true}
`)
	cfg, err := Load(rootFlags(t, "--config", file), lookup(env))
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Rules["chuche"]["colours"] != "R,O,Y" || cfg.Presets["kids"].Rules["solo_capture"] != "true" {
		t.Errorf("rules %v presets %v", cfg.Rules, cfg.Presets)
	}
}

// --game "" is not the default game, --db "" no ledger.
func TestLoadEmptyFlag(t *testing.T) {
	for _, flag := range []string{"--game", "--db"} {
		_, env := home(t)
		_, err := Load(rootFlags(t, flag, " "), lookup(env))
		ie := inputError(t, err, flag+" is empty")
		if !strings.Contains(ie.Hint, "leave "+flag+" out") {
			t.Errorf("hint %q", ie.Hint)
		}
	}
}
