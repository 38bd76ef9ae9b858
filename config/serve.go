package config

import (
	"github.com/chuche-ref/chuche-ref/fault"
	"go.yaml.in/yaml/v3"
)

// serve: the live scoreboard's settings in the config file. Only the
// access key for now: a fixed one keeps a TV's cookie valid across starts.
//
//	serve:
//	  key: our-club-2026
func (p *fileParser) serve(val *yaml.Node) error {
	if val.Kind != yaml.MappingNode {
		return p.at(val, fault.M("serve must be settings like {key: KEY}, got %s", describe(val)))
	}
	return p.pairs(val, "serve.", func(key, v *yaml.Node) error {
		if key.Value != "key" {
			return p.at(key, fault.M("serve: unknown key %q; the valid key is key", key.Value))
		}
		if v.Kind != yaml.ScalarNode || v.Tag != "!!str" || v.Value == "" {
			return p.at(v, fault.M("serve.key must be text, got %s", describe(v)))
		}
		p.cfg.serveKey = v.Value
		return nil
	})
}

// serveKey is the access key from CHUCHE_REF_SERVE_KEY, else the file's
// serve.key; "" when neither sets one. It is a secret, so it stays out of
// Settings (and so out of `chuche-ref config`).
func serveKey(file *fileConfig, env environment) string {
	if k := env.get("CHUCHE_REF_SERVE_KEY"); k != "" {
		return k
	}
	return file.serveKey
}
