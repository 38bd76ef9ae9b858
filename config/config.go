package config

import (
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/ledgerurl"
	"github.com/spf13/pflag"
	"github.com/spf13/viper"
)

// Source is the layer a setting came from.
type Source string

// The layers, lowest first.
const (
	SourceDefault Source = "default"
	SourceFile    Source = "file"
	SourceEnv     Source = "env"
	SourceFlag    Source = "flag"
)

// Setting is one effective value and where it came from.
type Setting struct {
	Key    string // "db", "rules.chinchon.limit", "presets.friday", ...
	Value  string // printable
	Source Source
	Origin string // file path, variable name or "--flag"; "" for defaults
}

// Preset is a named set of house rules from the config file.
type Preset struct {
	Name   string
	Game   string            // "chuche", "chinchon", or "" for either
	Rules  map[string]string // house-rule key -> value as written ("70", "false")
	Origin string            // the config file
	Line   int               // where the preset starts in Origin
}

// Config is what a command runs with.
type Config struct {
	File     string                       // config file read; "" if none
	DB       string                       // ledger path, or a PostgreSQL ledger's URL (with any password: never print it, ledgerurl.Redact)
	JSON     bool                         // machine-readable output
	Game     string                       // --game ID|NAME; "" means the current game
	Players  []string                     // default players for `new` without --players
	Rules    map[string]map[string]string // game kind -> the club's house rules
	Presets  map[string]Preset            // by name as written in the file
	NoColor  bool                         // NO_COLOR set or `color: false`
	Lang     string                       // --lang, CHUCHE_REF_LANG or `lang:` as written; "" means the locale's
	ServeKey string                       // serve's access key: CHUCHE_REF_SERVE_KEY or serve.key; never listed in Settings
	// LeaguePoints are the league's placement points of the first, second,
	// third… place (docs/rules.md LG-11): `league_points:` or
	// CHUCHE_REF_LEAGUE_POINTS, default 3,2,1.
	LeaguePoints []int
	Settings     []Setting // every effective value, sorted by key
}

// Preset finds a preset by name, ignoring case when there is no exact match.
func (c *Config) Preset(name string) (Preset, bool) {
	if p, ok := c.Presets[name]; ok {
		return p, true
	}
	for n, p := range c.Presets {
		if strings.EqualFold(n, name) {
			return p, true
		}
	}
	return Preset{}, false
}

// The flags Load reads from the root command, by config key.
var flagNames = []string{"db", "json", "game", "lang"}

// Load layers defaults, the config file, the environment and the flags the
// user set. flags may be nil; flags it does not define are skipped.
// lookupEnv reads the environment (nil means os.LookupEnv), so tests can
// hand in a map. User mistakes come back as *fault.Error of kind Input.
func Load(flags *pflag.FlagSet, lookupEnv func(string) (string, bool)) (*Config, error) {
	return LoadIn("", flags, lookupEnv)
}

// LoadIn is Load with the relative paths it reads (--config,
// CHUCHE_REF_CONFIG, the db setting) read in the folder dir, as a process
// started there reads them; "" is the process's working directory. A
// command run in-process for another folder (a transcript's) passes it.
func LoadIn(dir string, flags *pflag.FlagSet, lookupEnv func(string) (string, bool)) (*Config, error) {
	lookupEnv = orOS(lookupEnv)
	env := environment(lookupEnv)
	sources := map[string]Setting{}
	mark := func(key string, src Source, origin string) {
		sources[key] = Setting{Key: key, Source: src, Origin: origin}
	}

	v := viper.New()
	defaultDB := DefaultDB(lookupEnv)
	v.SetDefault("db", defaultDB)
	v.SetDefault("json", false)
	v.SetDefault("game", "")
	v.SetDefault("players", []string{})
	v.SetDefault("color", true)
	v.SetDefault("lang", "")
	v.SetDefault("league_points", DefaultLeaguePoints)
	for _, key := range []string{"db", "json", "game", "players", "color", "lang", "league_points"} {
		mark(key, SourceDefault, "")
	}

	path, explicit, pathSetting := configPath(flags, env)
	if dir != "" && path != "" && !filepath.IsAbs(path) {
		path = filepath.Join(dir, path)
	}
	sources["config"] = pathSetting
	file := newFileConfig("")
	if path != "" {
		var err error
		if file, err = readFile(path, explicit, env); err != nil {
			return nil, err
		}
	}
	if err := v.MergeConfigMap(file.values); err != nil {
		return nil, err
	}
	for key := range file.values {
		mark(key, SourceFile, file.path)
	}

	// Viper reads variables with os.LookupEnv only, so the environment
	// layer is merged over the file from our own lookup; flags still win.
	envValues, envOrigins, err := readEnv(env)
	if err != nil {
		return nil, err
	}
	if err := v.MergeConfigMap(envValues); err != nil {
		return nil, err
	}
	for key, name := range envOrigins {
		mark(key, SourceEnv, name)
	}

	for _, key := range flagNames {
		f := lookupFlag(flags, key)
		if f == nil {
			continue
		}
		if err := v.BindPFlag(key, f); err != nil {
			return nil, err
		}
		if f.Changed {
			if err := checkFlagValue(f); err != nil {
				return nil, err
			}
			mark(key, SourceFlag, "--"+key)
		}
	}

	cfg := &Config{
		File:    file.path,
		DB:      ledgerurl.In(dir, v.GetString("db")),
		JSON:    v.GetBool("json"),
		Game:    v.GetString("game"),
		Players: v.GetStringSlice("players"),
		Rules:   file.rules,
		Presets: file.presets,
		NoColor: !v.GetBool("color"),
		Lang:    v.GetString("lang"),
	}
	cfg.LeaguePoints, _ = ParseLeaguePoints(v.GetString("league_points")) // checked where it was read
	cfg.ServeKey = serveKey(file, env)
	if env.get("NO_COLOR") != "" {
		cfg.NoColor = true
		mark("color", SourceEnv, "NO_COLOR")
	}
	if env.get("TERM") == "dumb" { // a terminal that shows escape codes as text
		cfg.NoColor = true
		mark("color", SourceEnv, "TERM")
	}
	if cfg.DB == "" {
		return nil, fault.Inputf("no ledger path: neither XDG_DATA_HOME nor HOME is set").
			WithHint("name the ledger with --db or CHUCHE_REF_DB")
	}
	cfg.Settings = settings(cfg, sources, file)
	return cfg, nil
}

// settings fills in the printable values and sorts by key.
func settings(cfg *Config, sources map[string]Setting, file *fileConfig) []Setting {
	values := map[string]string{
		"config":        cfg.File,
		"db":            ledgerurl.Redact(cfg.DB), // a URL's password is never shown
		"json":          strconv.FormatBool(cfg.JSON),
		"game":          cfg.Game,
		"players":       strings.Join(cfg.Players, ","),
		"color":         strconv.FormatBool(!cfg.NoColor),
		"lang":          cfg.Lang,
		"league_points": FormatLeaguePoints(cfg.LeaguePoints),
	}
	out := make([]Setting, 0, len(sources)+len(file.extra))
	for key, s := range sources {
		s.Value = values[key]
		out = append(out, s)
	}
	out = append(out, file.extra...)
	sort.Slice(out, func(i, j int) bool { return out[i].Key < out[j].Key })
	return out
}

// DefaultLeaguePoints is league_points when nothing sets it (LG-11).
const DefaultLeaguePoints = "3,2,1"

// ParseLeaguePoints reads league_points: one to six whole numbers from 0
// to 1000, for the first, second, third… place, separated by commas.
func ParseLeaguePoints(s string) ([]int, error) {
	fields := strings.Split(s, ",")
	if strings.TrimSpace(s) == "" || len(fields) > 6 {
		return nil, fault.Inputf("league_points %q is not the points of the first places, like 3,2,1 (at most 6 numbers)", s)
	}
	out := make([]int, len(fields))
	for i, f := range fields {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n < 0 || n > 1000 {
			return nil, fault.Inputf("league_points %q: %q is not a number of points from 0 to 1000", s, strings.TrimSpace(f))
		}
		out[i] = n
	}
	return out, nil
}

// FormatLeaguePoints writes points as league_points reads them.
func FormatLeaguePoints(points []int) string {
	parts := make([]string, len(points))
	for i, n := range points {
		parts[i] = strconv.Itoa(n)
	}
	return strings.Join(parts, ",")
}

// checkFlagValue refuses a flag given with nothing in it: `--game ""` does
// not mean "the default game", and `--db ""` names no file.
// Leaving the flag out is how to ask for the default.
func checkFlagValue(f *pflag.Flag) error {
	if f.Value.Type() != "string" || strings.TrimSpace(f.Value.String()) != "" {
		return nil
	}
	switch f.Name {
	case "game":
		return fault.Inputf("--game is empty; name a game by its id or name").
			WithHint("leave --game out for the game played last; chuche-ref games lists them")
	case "db":
		return fault.Inputf("--db is empty; name the ledger file").
			WithHint("leave --db out for the default ledger; chuche-ref config shows it")
	}
	return nil
}

func lookupFlag(flags *pflag.FlagSet, name string) *pflag.Flag {
	if flags == nil {
		return nil
	}
	return flags.Lookup(name)
}
