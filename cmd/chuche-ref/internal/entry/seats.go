// Package entry reads the entries of a game — a Chinchón hand, a Chuche
// turn or round — and their cards and names from the command line's
// flags. Errors are input errors (exit 2) naming the flag and the token.
package entry

import (
	"strconv"
	"strings"

	"github.com/chuche-ref/chuche-ref/fault"
)

// SeatName finds a player of the game by name, ignoring case.
func SeatName(seats []string, name string) (string, error) {
	name = strings.TrimSpace(name)
	for _, s := range seats {
		if strings.EqualFold(s, name) {
			return s, nil
		}
	}
	return "", fault.Inputf("%q is not a player of this game; players are %s", name, strings.Join(seats, ", ")).WithHint("names are matched ignoring case")
}

// splitAssignment splits "Ana=5o 6o" or "Ana=12" at the first '='.
func splitAssignment(flag, s string) (name, value string, err error) {
	name, value, ok := strings.Cut(s, "=")
	if !ok || strings.TrimSpace(name) == "" {
		return "", "", fault.Inputf("--%s %q is not NAME=VALUE (e.g. --%s \"Ana=%s\")", flag, s, flag, flagExample(flag))
	}
	return strings.TrimSpace(name), strings.TrimSpace(value), nil
}

func flagExample(flag string) string {
	switch flag {
	case "hand":
		return "1o 2o 3o 5c 5e 5b 4c"
	case "won":
		return "R5 R3 Y2"
	}
	return "12"
}

// seatAssignments reads repeated NAME=VALUE flags keyed by seat name; a
// player named twice is an input error.
func seatAssignments(seats []string, flag string, values []string) (map[string]string, error) {
	out := map[string]string{}
	for _, v := range values {
		name, value, err := splitAssignment(flag, v)
		if err != nil {
			return nil, err
		}
		seat, err := SeatName(seats, name)
		if err != nil {
			return nil, err
		}
		if _, dup := out[seat]; dup {
			return nil, fault.Inputf("--%s names %s twice", flag, seat)
		}
		out[seat] = value
	}
	return out, nil
}

// seatNumbers reads repeated NAME=N flags.
func seatNumbers(seats []string, flag string, values []string) (map[string]int, error) {
	raw, err := seatAssignments(seats, flag, values)
	if err != nil {
		return nil, err
	}
	out := map[string]int{}
	for name, v := range raw {
		n, err := strconv.Atoi(v)
		if err != nil {
			return nil, fault.Inputf("--%s %s=%s: %q is not a whole number", flag, name, v, v)
		}
		out[name] = n
	}
	return out, nil
}
