package rating

import "math"

// phi is the standard normal distribution function, Φ.
func phi(x float64) float64 {
	return 0.5 * (1 + math.Erf(x/math.Sqrt2))
}

// phiInverse is Φ⁻¹, the standard normal quantile, for 0 < p < 1.
func phiInverse(p float64) float64 {
	return math.Sqrt2 * math.Erfinv(2*p-1)
}
