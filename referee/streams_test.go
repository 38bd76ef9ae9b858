package referee

import (
	"math/rand/v2"
	"strconv"
	"testing"
)

// inStreams runs n random cases in four subtests side by side: stream k
// gets the cases k, k+4, k+8, … and a random source of its own (seed, k).
// The count of cases is n, whatever the number of cores.
func inStreams(t *testing.T, n int, seed uint64, stream func(t *testing.T, r *rand.Rand, cases []int)) {
	const streams = 4
	for k := range streams {
		t.Run(strconv.Itoa(k), func(t *testing.T) {
			t.Parallel()
			var cases []int
			for i := k; i < n; i += streams {
				cases = append(cases, i)
			}
			stream(t, rand.New(rand.NewPCG(seed, uint64(k))), cases)
		})
	}
}
