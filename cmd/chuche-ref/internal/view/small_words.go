package view

import (
	"github.com/chuche-ref/chuche-ref/config"
	"github.com/chuche-ref/chuche-ref/fault"
)

// ConfigSource names the layer a setting came from for people (config
// --json keeps config's own word).
func (vw Words) ConfigSource(s config.Source) string {
	switch s {
	case config.SourceDefault:
		return vw.p.Sprintf("default")
	case config.SourceFile:
		return vw.p.Sprintf("file")
	case config.SourceEnv:
		return vw.p.Sprintf("env")
	case config.SourceFlag:
		return vw.p.Sprintf("flag")
	}
	return string(s)
}

// Problems counts a damaged ledger's problems, as a message: "1 problem",
// "3 problems".
func Problems(n int) fault.Message { return fault.Plural(1, "%d problem", "%d problems", n) }

// RoundCount is a number of rounds as a message's argument: "1 round",
// "3 rounds".
func RoundCount(n int) fault.Message { return fault.Plural(1, "%d round", "%d rounds", n) }
