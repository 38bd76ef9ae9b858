package league

import (
	"strconv"
	"strings"

	"github.com/chuche-ref/chuche-ref/fault"
)

// Points are the placement points of the first, second, third… place
// (LG-11): the setting league_points.
type Points []int

// DefaultPoints is league_points when the config does not set it.
var DefaultPoints = Points{3, 2, 1}

// For is the points of a place; places beyond the list, and no place,
// score 0. A shared place scores its own points for each seat sharing it.
func (p Points) For(place int) int {
	if place < 1 || place > len(p) {
		return 0
	}
	return p[place-1]
}

// String is the setting as it is written: "3,2,1".
func (p Points) String() string {
	parts := make([]string, len(p))
	for i, n := range p {
		parts[i] = strconv.Itoa(n)
	}
	return strings.Join(parts, ",")
}

// ParsePoints reads league_points: whole numbers of 0 or more, separated
// by commas, at most one per seat a game can have (six).
func ParsePoints(s string) (Points, error) {
	fields := strings.Split(s, ",")
	if strings.TrimSpace(s) == "" || len(fields) > 6 {
		return nil, fault.Inputf("league_points %q is not a list of points for the first places, like 3,2,1 (at most 6)", s)
	}
	out := make(Points, len(fields))
	for i, f := range fields {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n < 0 || n > 1000 {
			return nil, fault.Inputf("league_points %q: %q is not a number of points from 0 to 1000", s, strings.TrimSpace(f))
		}
		out[i] = n
	}
	return out, nil
}
