package config

import (
	"path/filepath"
	"strings"
	"testing"
)

// serve.key comes from the file, CHUCHE_REF_SERVE_KEY wins over it, and the
// key is never listed among the settings `chuche-ref config` prints.
func TestLoadServeKey(t *testing.T) {
	dir, env := home(t)
	file := writeFile(t, filepath.Join(dir, "club.yaml"), "serve:\n  key: club-key-2026\n")
	cfg, err := Load(rootFlags(t, "--config", file), lookup(env))
	if err != nil {
		t.Fatal(err)
	}
	if cfg.ServeKey != "club-key-2026" {
		t.Errorf("ServeKey from the file = %q, want club-key-2026", cfg.ServeKey)
	}
	for _, s := range cfg.Settings {
		if strings.Contains(s.Value, "club-key-2026") || strings.HasPrefix(s.Key, "serve") {
			t.Errorf("setting %+v shows the access key", s)
		}
	}

	env["CHUCHE_REF_SERVE_KEY"] = "env-key-2026"
	cfg, err = Load(rootFlags(t, "--config", file), lookup(env))
	if err != nil {
		t.Fatal(err)
	}
	if cfg.ServeKey != "env-key-2026" {
		t.Errorf("ServeKey with CHUCHE_REF_SERVE_KEY set = %q, want env-key-2026", cfg.ServeKey)
	}
}

func TestLoadServeKeyBad(t *testing.T) {
	tests := []struct{ content, want string }{
		{"serve: abc\n", "line 1: serve must be settings like {key: KEY}"},
		{"serve:\n  port: 8080\n", `line 2: serve: unknown key "port"`},
		{"serve:\n  key: [a, b]\n", "line 2: serve.key must be text"},
	}
	for _, tt := range tests {
		dir, env := home(t)
		file := writeFile(t, filepath.Join(dir, "config.yaml"), tt.content)
		_, err := Load(rootFlags(t, "--config", file), lookup(env))
		inputError(t, err, tt.want)
	}
}
