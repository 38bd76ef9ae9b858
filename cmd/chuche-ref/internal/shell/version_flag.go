package shell

import (
	"strconv"

	"github.com/spf13/cobra"
)

// WordVersion gives root cobra's --version (-v) flag, as cobra would add
// it, with root.Version worded by line once the flags are parsed: cobra
// reads the flag only after parsing them all, so line sees --lang, --config
// and the environment as every command does.
func WordVersion(root *cobra.Command, line func() string) {
	v := &versionValue{line: func() { root.Version = line() }}
	fl := root.Flags().VarPF(v, "version", "v", "version for "+root.DisplayName())
	fl.NoOptDefVal = "true"
	_ = root.Flags().SetAnnotation("version", cobra.FlagSetByCobraAnnotation, []string{"true"})
}

// versionValue is a bool flag whose reading (cobra's GetBool, after the
// flags are parsed) words the version line when the flag is set.
type versionValue struct {
	set  bool
	line func()
}

func (v *versionValue) String() string {
	if v.set && v.line != nil {
		v.line()
		v.line = nil
	}
	return strconv.FormatBool(v.set)
}

func (v *versionValue) Set(s string) error {
	b, err := strconv.ParseBool(s)
	v.set = b
	return err
}

func (v *versionValue) Type() string     { return "bool" }
func (v *versionValue) IsBoolFlag() bool { return true }
