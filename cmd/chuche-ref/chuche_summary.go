package main

import (
	"github.com/chuche-ref/chuche-ref/scorer"
)

// chucheStandingsJSON is CLI.md's `standings --json` for Chuche.
type chucheStandingsJSON struct {
	ID   int64  `json:"id"`
	Name string `json:"name"`
	Game string `json:"game"`
	scorer.ChucheMatch
}
