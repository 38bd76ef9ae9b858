package variants

import "github.com/chuche-ref/chuche-ref/fault"

// CheckTarget is CU-8's range: the number on the back of a pile card is
// 6..10. A target outside it is input no table could have seen, so it is an
// input error wherever it is typed (turn, check capture, solve).
func CheckTarget(target int) error {
	if target >= 6 && target <= 10 {
		return nil
	}
	return fault.Inputf("target %d is not 6..10 (CU-8)", target).
		WithHint("the target is the number on the back of the top pile card; 7 once the pile is empty")
}
