package config

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/spf13/pflag"
)

// environment reads variables; an empty value counts as unset.
type environment func(string) (string, bool)

func (e environment) get(name string) string {
	v, _ := e(name)
	return v
}

// home is the user's home directory, or "" when the environment names none.
func (e environment) home() string {
	if h := e.get("HOME"); h != "" {
		return h
	}
	return e.get("USERPROFILE")
}

// xdgDir is an XDG base directory: the variable if it holds an absolute
// path (the spec says to ignore relative ones), else fallback under $HOME.
func (e environment) xdgDir(name, fallback string) string {
	if d := e.get(name); filepath.IsAbs(d) {
		return d
	}
	if h := e.home(); h != "" {
		return filepath.Join(h, fallback)
	}
	return ""
}

// DefaultDB is the ledger path used when nothing names one:
// $XDG_DATA_HOME/chuche-ref/ledger.db. It is "" when neither XDG_DATA_HOME
// nor HOME is set. lookupEnv nil means os.LookupEnv.
func DefaultDB(lookupEnv func(string) (string, bool)) string {
	d := environment(orOS(lookupEnv)).xdgDir("XDG_DATA_HOME", filepath.Join(".local", "share"))
	if d == "" {
		return ""
	}
	return filepath.Join(d, "chuche-ref", "ledger.db")
}

// DefaultFile is the config file read when none is named, if it exists:
// $XDG_CONFIG_HOME/chuche-ref/config.yaml. It is "" when neither
// XDG_CONFIG_HOME nor HOME is set. lookupEnv nil means os.LookupEnv.
func DefaultFile(lookupEnv func(string) (string, bool)) string {
	d := environment(orOS(lookupEnv)).xdgDir("XDG_CONFIG_HOME", ".config")
	if d == "" {
		return ""
	}
	return filepath.Join(d, "chuche-ref", "config.yaml")
}

// configPath picks the config file: --config, CHUCHE_REF_CONFIG, or the
// default. explicit says the user named it, so it must exist.
func configPath(flags *pflag.FlagSet, env environment) (path string, explicit bool, s Setting) {
	s.Key = "config"
	if f := lookupFlag(flags, "config"); f != nil && f.Changed {
		s.Source, s.Origin = SourceFlag, "--config"
		return f.Value.String(), true, s
	}
	if p := env.get("CHUCHE_REF_CONFIG"); p != "" {
		s.Source, s.Origin = SourceEnv, "CHUCHE_REF_CONFIG"
		return p, true, s
	}
	s.Source = SourceDefault
	return DefaultFile(env), false, s
}

// readEnv reads the CHUCHE_REF_* layer: config key -> value, and config
// key -> the variable it came from.
func readEnv(env environment) (map[string]any, map[string]string, error) {
	values := map[string]any{}
	origins := map[string]string{}
	for _, key := range []string{"db", "game", "lang"} {
		name := "CHUCHE_REF_" + strings.ToUpper(key)
		if v := env.get(name); v != "" {
			values[key], origins[key] = v, name
		}
	}
	if v := env.get("CHUCHE_REF_JSON"); v != "" {
		b, err := strconv.ParseBool(v)
		if err != nil {
			return nil, nil, fault.Inputf("CHUCHE_REF_JSON=%s: not true or false", v).
				WithHint("set CHUCHE_REF_JSON=true or false (1 or 0)")
		}
		values["json"], origins["json"] = b, "CHUCHE_REF_JSON"
	}
	if v := env.get("CHUCHE_REF_LEAGUE_POINTS"); v != "" {
		points, err := ParseLeaguePoints(v)
		if err != nil {
			return nil, nil, fault.Inputf("CHUCHE_REF_LEAGUE_POINTS=%s: %s", v, err.(*fault.Error).Message).
				WithHint("the points of the first, second, third… place, like CHUCHE_REF_LEAGUE_POINTS=3,2,1")
		}
		values["league_points"], origins["league_points"] = FormatLeaguePoints(points), "CHUCHE_REF_LEAGUE_POINTS"
	}
	if v := env.get("CHUCHE_REF_PLAYERS"); v != "" {
		names := splitNames(v)
		if len(names) == 0 {
			return nil, nil, fault.Inputf("CHUCHE_REF_PLAYERS=%s: no player names", v).
				WithHint("a comma list, like CHUCHE_REF_PLAYERS=Ana,Ben,Cleo")
		}
		values["players"], origins["players"] = names, "CHUCHE_REF_PLAYERS"
	}
	return values, origins, nil
}

// splitNames splits a comma list, trimming spaces and dropping empty names.
func splitNames(s string) []string {
	var names []string
	for _, n := range strings.Split(s, ",") {
		if n = strings.TrimSpace(n); n != "" {
			names = append(names, n)
		}
	}
	return names
}

func orOS(lookupEnv func(string) (string, bool)) func(string) (string, bool) {
	if lookupEnv == nil {
		return os.LookupEnv
	}
	return lookupEnv
}
