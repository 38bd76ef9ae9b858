package shell

import (
	"runtime/debug"
	"strings"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/i18n"
)

// Version is the module's version and VCS revision from the build info
// (debug.ReadBuildInfo): "v1.2.3" for a release installed with go install,
// "devel" for a build from a work tree; the revision is the commit's first
// 12 hex digits, with "+dirty" when the tree had changes, "" when unknown.
func Version() (version, revision string) {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "devel", ""
	}
	return versionOf(info)
}

func versionOf(info *debug.BuildInfo) (version, revision string) {
	version = info.Main.Version
	if version == "" || version == "(devel)" {
		version = "devel"
	}
	dirty := false
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			revision = s.Value[:min(12, len(s.Value))]
		case "vcs.modified":
			dirty = s.Value == "true"
		}
	}
	if dirty && revision != "" && !strings.HasSuffix(version, "+dirty") {
		revision += "+dirty"
	}
	return version, revision
}

// VersionLine is what --version and version print.
func VersionLine(p *i18n.Printer, goVersion string, schema int) string {
	v, rev := Version()
	head := "chuche-ref " + v
	if rev != "" {
		head += " (" + rev + ")"
	}
	return p.Sprintf("%s %s, ledger schema %#d", head, goVersion, schema)
}
