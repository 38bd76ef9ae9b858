package config

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/spf13/pflag"
)

// lookup serves the environment from a map.
func lookup(m map[string]string) func(string) (string, bool) {
	return func(k string) (string, bool) {
		v, ok := m[k]
		return v, ok
	}
}

// rootFlags defines the root command's persistent flags and parses args.
func rootFlags(t *testing.T, args ...string) *pflag.FlagSet {
	t.Helper()
	fs := pflag.NewFlagSet("chuche-ref", pflag.ContinueOnError)
	fs.String("db", "", "ledger file")
	fs.String("config", "", "config file")
	fs.Bool("json", false, "machine-readable output")
	fs.String("game", "", "game ID or name")
	if err := fs.Parse(args); err != nil {
		t.Fatal(err)
	}
	return fs
}

func writeFile(t *testing.T, path, content string) string {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func setting(t *testing.T, cfg *Config, key string) Setting {
	t.Helper()
	for _, s := range cfg.Settings {
		if s.Key == key {
			return s
		}
	}
	t.Fatalf("no setting %q in %+v", key, cfg.Settings)
	return Setting{}
}

// home is a fake home directory with no config file in it.
func home(t *testing.T) (dir string, env map[string]string) {
	dir = t.TempDir()
	return dir, map[string]string{"HOME": dir}
}

func TestLoadLayers(t *testing.T) {
	dir, _ := home(t)
	file := writeFile(t, filepath.Join(dir, "club.yaml"), `
db: /club/ledger.db
players: [Ana, Ben, Cleo]
color: false
`)
	tests := []struct {
		name       string
		file       bool // pass the club file with --config
		env        map[string]string
		args       []string
		key        string
		want       string
		wantSource Source
		wantOrigin string
	}{
		{"db default", false, nil, nil, "db", filepath.Join(dir, ".local/share/chuche-ref/ledger.db"), SourceDefault, ""},
		{"db file over default", true, nil, nil, "db", "/club/ledger.db", SourceFile, file},
		{"db env over file", true, map[string]string{"CHUCHE_REF_DB": "/env.db"}, nil, "db", "/env.db", SourceEnv, "CHUCHE_REF_DB"},
		{"db flag over env", true, map[string]string{"CHUCHE_REF_DB": "/env.db"}, []string{"--db", "/flag.db"}, "db", "/flag.db", SourceFlag, "--db"},
		{"json default", false, nil, nil, "json", "false", SourceDefault, ""},
		{"json env", false, map[string]string{"CHUCHE_REF_JSON": "1"}, nil, "json", "true", SourceEnv, "CHUCHE_REF_JSON"},
		{"json flag false over env true", false, map[string]string{"CHUCHE_REF_JSON": "true"}, []string{"--json=false"}, "json", "false", SourceFlag, "--json"},
		{"game default", false, nil, nil, "game", "", SourceDefault, ""},
		{"game env", false, map[string]string{"CHUCHE_REF_GAME": "friday"}, nil, "game", "friday", SourceEnv, "CHUCHE_REF_GAME"},
		{"game flag over env", false, map[string]string{"CHUCHE_REF_GAME": "friday"}, []string{"--game", "7"}, "game", "7", SourceFlag, "--game"},
		{"players default", false, nil, nil, "players", "", SourceDefault, ""},
		{"players file", true, nil, nil, "players", "Ana,Ben,Cleo", SourceFile, file},
		{"players env over file", true, map[string]string{"CHUCHE_REF_PLAYERS": "Dora,Eli"}, nil, "players", "Dora,Eli", SourceEnv, "CHUCHE_REF_PLAYERS"},
		{"color default", false, nil, nil, "color", "true", SourceDefault, ""},
		{"color file", true, nil, nil, "color", "false", SourceFile, file},
		{"color NO_COLOR over default", false, map[string]string{"NO_COLOR": "1"}, nil, "color", "false", SourceEnv, "NO_COLOR"},
		{"color TERM=dumb means no colour", false, map[string]string{"TERM": "dumb"}, nil, "color", "false", SourceEnv, "TERM"},
		{"color TERM=xterm keeps colour", false, map[string]string{"TERM": "xterm-256color"}, nil, "color", "true", SourceDefault, ""},
		{"empty env var is unset", true, map[string]string{"CHUCHE_REF_DB": ""}, nil, "db", "/club/ledger.db", SourceFile, file},
		{"config default", false, nil, nil, "config", "", SourceDefault, ""},
		{"config flag", true, nil, nil, "config", file, SourceFlag, "--config"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			env := map[string]string{"HOME": dir}
			for k, v := range tt.env {
				env[k] = v
			}
			args := tt.args
			if tt.file {
				args = append([]string{"--config", file}, args...)
			}
			cfg, err := Load(rootFlags(t, args...), lookup(env))
			if err != nil {
				t.Fatal(err)
			}
			got := setting(t, cfg, tt.key)
			want := Setting{Key: tt.key, Value: tt.want, Source: tt.wantSource, Origin: tt.wantOrigin}
			if got != want {
				t.Errorf("setting %s\n got %+v\nwant %+v", tt.key, got, want)
			}
		})
	}
}

func TestLoadFields(t *testing.T) {
	dir, env := home(t)
	file := writeFile(t, filepath.Join(dir, "c.yaml"), "db: /club.db\nplayers: [Ana, Ben]\ncolor: false\n")
	env["CHUCHE_REF_CONFIG"] = file
	env["CHUCHE_REF_GAME"] = "friday"
	cfg, err := Load(rootFlags(t, "--json"), lookup(env))
	if err != nil {
		t.Fatal(err)
	}
	if cfg.File != file || cfg.DB != "/club.db" || !cfg.JSON || cfg.Game != "friday" || !cfg.NoColor {
		t.Errorf("got %+v", cfg)
	}
	if !reflect.DeepEqual(cfg.Players, []string{"Ana", "Ben"}) {
		t.Errorf("players = %q", cfg.Players)
	}
	if s := setting(t, cfg, "config"); s.Source != SourceEnv || s.Origin != "CHUCHE_REF_CONFIG" || s.Value != file {
		t.Errorf("config setting = %+v", s)
	}
}

func TestLoadNilFlagsAndEmptyConfigFlag(t *testing.T) {
	dir, env := home(t)
	writeFile(t, filepath.Join(dir, ".config/chuche-ref/config.yaml"), "db: /club.db\n")
	cfg, err := Load(nil, lookup(env))
	if err != nil {
		t.Fatal(err)
	}
	if cfg.DB != "/club.db" {
		t.Errorf("nil flags: db = %q, want the default file's", cfg.DB)
	}
	cfg, err = Load(rootFlags(t, "--config="), lookup(env))
	if err != nil {
		t.Fatal(err)
	}
	if cfg.File != "" || cfg.DB != filepath.Join(dir, ".local/share/chuche-ref/ledger.db") {
		t.Errorf(`--config "" should read no file: %+v`, cfg)
	}
}

func TestLoadSettingsSortedAndComplete(t *testing.T) {
	dir, env := home(t)
	file := writeFile(t, filepath.Join(dir, "c.yaml"), `
rules:
  chuche: {tie: share}
  chinchon: {limit: 70}
presets:
  friday: {game: chinchon, limit: 70, buyback: false}
`)
	cfg, err := Load(rootFlags(t, "--config", file), lookup(env))
	if err != nil {
		t.Fatal(err)
	}
	var keys []string
	for _, s := range cfg.Settings {
		keys = append(keys, s.Key)
	}
	want := []string{"color", "config", "db", "game", "json", "lang", "league_points", "players",
		"presets.friday", "rules.chinchon.limit", "rules.chuche.tie"}
	if !reflect.DeepEqual(keys, want) {
		t.Errorf("keys = %q\nwant %q", keys, want)
	}
}

func TestLoadRulesAndPresets(t *testing.T) {
	dir, env := home(t)
	file := writeFile(t, filepath.Join(dir, "c.yaml"), `# the club
rules:
  chinchon: {limit: 70}
  chuche:
    tie: share
presets:
  friday: {game: chinchon, limit: 70, buyback: false}
  kids:
    tie: "first to 50"
`)
	cfg, err := Load(rootFlags(t, "--config", file), lookup(env))
	if err != nil {
		t.Fatal(err)
	}
	wantRules := map[string]map[string]string{
		"chinchon": {"limit": "70"},
		"chuche":   {"tie": "share"},
	}
	if !reflect.DeepEqual(cfg.Rules, wantRules) {
		t.Errorf("rules = %v, want %v", cfg.Rules, wantRules)
	}
	friday := Preset{Name: "friday", Game: "chinchon", Origin: file, Line: 7,
		Rules: map[string]string{"limit": "70", "buyback": "false"}}
	if got := cfg.Presets["friday"]; !reflect.DeepEqual(got, friday) {
		t.Errorf("friday = %+v\nwant %+v", got, friday)
	}
	if got, ok := cfg.Preset("FRIDAY"); !ok || got.Name != "friday" {
		t.Errorf(`Preset("FRIDAY") = %+v, %v`, got, ok)
	}
	if got := cfg.Presets["kids"]; got.Game != "" || got.Rules["tie"] != "first to 50" {
		t.Errorf("kids = %+v", got)
	}
	for key, want := range map[string]string{
		"presets.friday":       "game=chinchon limit=70 buyback=false",
		"presets.kids":         `tie="first to 50"`,
		"rules.chinchon.limit": "70",
		"rules.chuche.tie":     "share",
	} {
		s := setting(t, cfg, key)
		if s.Value != want || s.Source != SourceFile || s.Origin != file {
			t.Errorf("%s = %+v, want value %q from %s", key, s, want, file)
		}
	}
}

func TestLoadNoFileMeansEmptyRules(t *testing.T) {
	_, env := home(t)
	cfg, err := Load(nil, lookup(env))
	if err != nil {
		t.Fatal(err)
	}
	if cfg.File != "" || cfg.Rules == nil || cfg.Presets == nil || len(cfg.Rules)+len(cfg.Presets) != 0 {
		t.Errorf("got %+v", cfg)
	}
}

func TestLoadPlayersFromEnv(t *testing.T) {
	_, env := home(t)
	env["CHUCHE_REF_PLAYERS"] = " Ana, Ben ,,Cleo "
	cfg, err := Load(nil, lookup(env))
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"Ana", "Ben", "Cleo"}; !reflect.DeepEqual(cfg.Players, want) {
		t.Errorf("players = %q, want %q", cfg.Players, want)
	}
}

func TestLoadXDG(t *testing.T) {
	dir := t.TempDir()
	data, conf := filepath.Join(dir, "data"), filepath.Join(dir, "conf")
	tests := []struct {
		name     string
		env      map[string]string
		wantDB   string
		wantFile string
	}{
		{"home only", map[string]string{"HOME": dir},
			filepath.Join(dir, ".local/share/chuche-ref/ledger.db"), filepath.Join(dir, ".config/chuche-ref/config.yaml")},
		{"xdg set", map[string]string{"HOME": dir, "XDG_DATA_HOME": data, "XDG_CONFIG_HOME": conf},
			filepath.Join(data, "chuche-ref/ledger.db"), filepath.Join(conf, "chuche-ref/config.yaml")},
		{"relative xdg ignored", map[string]string{"HOME": dir, "XDG_DATA_HOME": "rel", "XDG_CONFIG_HOME": "rel"},
			filepath.Join(dir, ".local/share/chuche-ref/ledger.db"), filepath.Join(dir, ".config/chuche-ref/config.yaml")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := DefaultDB(lookup(tt.env)); got != tt.wantDB {
				t.Errorf("DefaultDB = %q, want %q", got, tt.wantDB)
			}
			if got := DefaultFile(lookup(tt.env)); got != tt.wantFile {
				t.Errorf("DefaultFile = %q, want %q", got, tt.wantFile)
			}
			// Absent default file: no error, nothing read.
			cfg, err := Load(nil, lookup(tt.env))
			if err != nil {
				t.Fatal(err)
			}
			if cfg.File != "" || cfg.DB != tt.wantDB {
				t.Errorf("without a file: File %q DB %q", cfg.File, cfg.DB)
			}
			// Present default file: read, and "~/" in db expands to HOME.
			writeFile(t, tt.wantFile, "db: ~/cards/ledger.db\n")
			defer os.Remove(tt.wantFile)
			cfg, err = Load(nil, lookup(tt.env))
			if err != nil {
				t.Fatal(err)
			}
			if cfg.File != tt.wantFile || cfg.DB != filepath.Join(dir, "cards/ledger.db") {
				t.Errorf("with a file: File %q DB %q", cfg.File, cfg.DB)
			}
			if s := setting(t, cfg, "config"); s.Value != tt.wantFile || s.Source != SourceDefault {
				t.Errorf("config setting = %+v", s)
			}
		})
	}
}

// inputErr is an input error as the tests read it: its English message
// and hint.
type inputErr struct{ Msg, Hint string }

// inputError asserts err is an input error (a *fault.Error of kind Input)
// whose message holds every want.
func inputError(t *testing.T, err error, want ...string) inputErr {
	t.Helper()
	fe, ok := fault.As(err)
	if !ok || fe.Kind != fault.Input {
		t.Fatalf("err = %v (%T), want an input error", err, err)
	}
	ie := inputErr{Msg: fe.Error(), Hint: fe.Hint.String()}
	for _, w := range want {
		if !strings.Contains(ie.Msg, w) {
			t.Errorf("message %q does not mention %q", ie.Msg, w)
		}
	}
	return ie
}

func TestLoadMalformedYAML(t *testing.T) {
	tests := []struct{ content, want string }{
		{"db: /x.db\nplayers: [Ana]\ncolor: true: false\n", "line 3: mapping values are not allowed in this context"},
		// yaml itself omits the line for errors on the first one.
		{"color: true: false\n", "line 1: mapping values are not allowed in this context"},
		{"\tdb: /x.db\n", "line 1: found character that cannot start any token"},
		{"db: /x.db\nplayers: *club\n", "line 2: unknown anchor 'club' referenced"},
	}
	for _, tt := range tests {
		dir, env := home(t)
		file := writeFile(t, filepath.Join(dir, "config.yaml"), tt.content)
		_, err := Load(rootFlags(t, "--config", file), lookup(env))
		inputError(t, err, "config file "+file+" "+tt.want)
	}
}

func TestLoadUnknownKey(t *testing.T) {
	dir, env := home(t)
	file := writeFile(t, filepath.Join(dir, "config.yaml"), "db: /x.db\ncolour: false\n")
	_, err := Load(rootFlags(t, "--config", file), lookup(env))
	ie := inputError(t, err, file, "line 2", `"colour"`, "db, players, color, lang, rules, presets")
	if !strings.Contains(ie.Hint, `"color"`) {
		t.Errorf("hint %q should suggest color", ie.Hint)
	}
}

func TestLoadBadFile(t *testing.T) {
	tests := []struct {
		name, content string
		want          []string
	}{
		{"players a number", "players: 5\n", []string{"line 1", "players", "the number 5"}},
		{"player a list", "players: [Ana, [Ben]]\n", []string{"line 1", "players"}},
		{"db a number", "db: 5\n", []string{"line 1", "db"}},
		{"color not bool", "color: \"yes\"\n", []string{"line 1", "color must be true or false"}},
		{"top level list", "- db\n", []string{"line 1", "a list"}},
		{"duplicate key", "db: /a\ndb: /b\n", []string{"line 2", "db appears twice (first on line 1)"}},
		{"unknown game in rules", "rules:\n  poker: {limit: 1}\n", []string{"line 2", `"poker"`, "chuche or chinchon"}},
		{"rules not a mapping", "rules: [limit]\n", []string{"line 1", "rules must map"}},
		{"rule value a list", "rules:\n  chuche:\n    tie: [a]\n", []string{"line 3", "rules.chuche.tie must be a single value"}},
		{"preset not a mapping", "presets:\n  friday: 70\n", []string{"line 2", "presets.friday must be a mapping"}},
		{"preset unknown game", "presets:\n  friday: {game: poker}\n", []string{"line 2", `"poker"`}},
		{"preset rule without value", "presets:\n  friday: {limit: }\n", []string{"line 2", "presets.friday.limit"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir, env := home(t)
			file := writeFile(t, filepath.Join(dir, "config.yaml"), tt.content)
			_, err := Load(rootFlags(t, "--config", file), lookup(env))
			inputError(t, err, append([]string{"config file " + file}, tt.want...)...)
		})
	}
}

func TestLoadMissingExplicitFile(t *testing.T) {
	dir, env := home(t)
	missing := filepath.Join(dir, "nope.yaml")
	_, err := Load(rootFlags(t, "--config", missing), lookup(env))
	inputError(t, err, "config file "+missing+": no such file")

	env["CHUCHE_REF_CONFIG"] = missing
	_, err = Load(nil, lookup(env))
	inputError(t, err, "config file "+missing+": no such file")
}

func TestLoadBadEnv(t *testing.T) {
	_, env := home(t)
	env["CHUCHE_REF_JSON"] = "maybe"
	_, err := Load(nil, lookup(env))
	inputError(t, err, "CHUCHE_REF_JSON=maybe")

	_, env = home(t)
	env["CHUCHE_REF_PLAYERS"] = " , "
	_, err = Load(nil, lookup(env))
	inputError(t, err, "CHUCHE_REF_PLAYERS")
}

func TestLoadNoHome(t *testing.T) {
	_, err := Load(nil, lookup(map[string]string{}))
	inputError(t, err, "no ledger path")

	cfg, err := Load(nil, lookup(map[string]string{"CHUCHE_REF_DB": "/x.db"}))
	if err != nil || cfg.DB != "/x.db" {
		t.Errorf("with CHUCHE_REF_DB and no HOME: %+v, %v", cfg, err)
	}
}

// FuzzReadFile: whatever the file holds, reading it never panics and every
// failure is the user's (an InputError).
func FuzzReadFile(f *testing.F) {
	for _, seed := range []string{
		"", "db: ~/x\n", "players: [Ana, Ben]\ncolor: false\n",
		"rules:\n  chinchon: {limit: 70}\npresets:\n  friday: {game: chinchon, buyback: false}\n",
		"a: &x [1]\nb: *x\n", "<<: {db: /x}\n", "color: true: false\n", "- 1\n", "presets: {x: }\n",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, content string) {
		path := filepath.Join(t.TempDir(), "config.yaml")
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		_, err := readFile(path, true, environment(lookup(map[string]string{"HOME": "/home/x"})))
		if err != nil && fault.KindOf(err) != fault.Input {
			t.Fatalf("err = %v (%T), want an input error", err, err)
		}
	})
}

// The table's language layers like every setting: file < CHUCHE_REF_LANG <
// --lang; the command checks the value.
func TestLoadLang(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "config.yaml")
	if err := os.WriteFile(file, []byte("lang: es\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	env := map[string]string{"CHUCHE_REF_CONFIG": file, "HOME": dir}
	look := func(k string) (string, bool) { v, ok := env[k]; return v, ok }
	cfg, err := Load(nil, look)
	if err != nil || cfg.Lang != "es" {
		t.Fatalf("file: %v %q", err, cfg.Lang)
	}
	env["CHUCHE_REF_LANG"] = "de"
	if cfg, err = Load(nil, look); err != nil || cfg.Lang != "de" {
		t.Fatalf("env over file: %v %q", err, cfg.Lang)
	}
	if err := os.WriteFile(file, []byte("lang: [es]\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := Load(nil, look); err == nil || !strings.Contains(err.Error(), "line 1") {
		t.Fatalf("a list is no language: %v", err)
	}
}

// league_points comes from the file (text or a list), the environment, or
// the default; what is not points is an input error naming where it is.
func TestLoadLeaguePoints(t *testing.T) {
	dir, env := home(t)
	cfg, err := Load(nil, lookup(env))
	if err != nil || fmt.Sprint(cfg.LeaguePoints) != "[3 2 1]" {
		t.Fatalf("default league points %v, %v", cfg.LeaguePoints, err)
	}
	for _, tc := range []struct{ file, want string }{
		{"league_points: 5,3,1,0\n", "[5 3 1 0]"},
		{"league_points: [10, 6, 4, 2, 1]\n", "[10 6 4 2 1]"},
		{"league_points: 3\n", "[3]"},
	} {
		path := filepath.Join(dir, "c.yaml")
		if err := os.WriteFile(path, []byte(tc.file), 0o600); err != nil {
			t.Fatal(err)
		}
		env["CHUCHE_REF_CONFIG"] = path
		cfg, err := Load(nil, lookup(env))
		if err != nil || fmt.Sprint(cfg.LeaguePoints) != tc.want {
			t.Errorf("%q: %v, %v; want %s", tc.file, cfg.LeaguePoints, err, tc.want)
		}
	}
	for _, bad := range []string{"league_points: 3,two,1\n", "league_points: 1,1,1,1,1,1,1\n", "league_points: -3\n", "league_points: {a: 1}\n"} {
		path := filepath.Join(dir, "c.yaml")
		if err := os.WriteFile(path, []byte(bad), 0o600); err != nil {
			t.Fatal(err)
		}
		env["CHUCHE_REF_CONFIG"] = path
		if _, err := Load(nil, lookup(env)); err == nil || !strings.Contains(err.Error(), "line 1") || !strings.Contains(err.Error(), "league_points") {
			t.Errorf("%q: %v; want an error naming the line and the key", bad, err)
		}
	}
	delete(env, "CHUCHE_REF_CONFIG")
	env["CHUCHE_REF_LEAGUE_POINTS"] = "4, 2"
	if cfg, err := Load(nil, lookup(env)); err != nil || fmt.Sprint(cfg.LeaguePoints) != "[4 2]" {
		t.Errorf("from the environment: %v, %v", cfg.LeaguePoints, err)
	}
	env["CHUCHE_REF_LEAGUE_POINTS"] = "x"
	if _, err := Load(nil, lookup(env)); err == nil || !strings.Contains(err.Error(), "CHUCHE_REF_LEAGUE_POINTS") {
		t.Errorf("a bad variable: %v", err)
	}
}
