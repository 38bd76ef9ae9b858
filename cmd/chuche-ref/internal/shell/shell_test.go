package shell

import (
	"runtime/debug"
	"testing"
)

func TestSuggestion(t *testing.T) {
	first, hint := Suggestion("unknown command \"standngs\" for \"chuche-ref\"\n\nDid you mean this?\n\tstandings\n\tstats\n")
	if first != `unknown command "standngs" for "chuche-ref"` || hint != "Did you mean this? standings, stats" {
		t.Errorf("got %q, %q", first, hint)
	}
	if _, hint := Suggestion(`unknown command "x" for "chuche-ref"`); hint != "" {
		t.Errorf("no suggestion: hint %q", hint)
	}
}

// The version is the module's and the revision the build's VCS stamp.
func TestVersionFromBuildInfo(t *testing.T) {
	for _, c := range []struct {
		info     debug.BuildInfo
		ver, rev string
	}{
		{debug.BuildInfo{Main: debug.Module{Version: "v1.2.3"}}, "v1.2.3", ""},
		{debug.BuildInfo{Main: debug.Module{Version: "(devel)"}, Settings: []debug.BuildSetting{{Key: "vcs.revision", Value: "0123456789abcdef0123"}}}, "devel", "0123456789ab"},
		{debug.BuildInfo{Main: debug.Module{Version: "v0.3.0"}, Settings: []debug.BuildSetting{{Key: "vcs.revision", Value: "abc"}, {Key: "vcs.modified", Value: "true"}}}, "v0.3.0", "abc+dirty"},
	} {
		if ver, rev := versionOf(&c.info); ver != c.ver || rev != c.rev {
			t.Errorf("%+v: %q %q, want %q %q", c.info.Main, ver, rev, c.ver, c.rev)
		}
	}
}
