package main

import (
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/entry"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/play"
)

// checkSeats is a new game's players as new and play seat them: the name
// rule and the seat count (entry.CheckSeats), and no name play would read
// as a command (play.RefuseCommandNames).
func checkSeats(players []string) ([]string, error) {
	seats, err := entry.CheckSeats(players)
	if err != nil {
		return nil, err
	}
	return seats, play.RefuseCommandNames(seats)
}
