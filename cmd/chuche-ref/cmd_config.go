package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
)

func newConfigCmd(f *Factory) *cobra.Command {
	return &cobra.Command{
		Use: "config",
		Example: `  chuche-ref config
  CHUCHE_REF_DB=/tmp/t.db chuche-ref config --json`,
		Args: exactArgs(0, "no arguments"),
		RunE: func(cmd *cobra.Command, args []string) error {
			cfg, err := f.Config()
			if err != nil {
				return err
			}
			out := f.IO.Out
			if cfg.JSON {
				type settingJSON struct {
					Key    string `json:"key"`
					Value  string `json:"value"`
					Source string `json:"source"`
					Origin string `json:"origin,omitempty"`
				}
				list := make([]settingJSON, 0, len(cfg.Settings))
				for _, s := range cfg.Settings {
					list = append(list, settingJSON{s.Key, s.Value, string(s.Source), s.Origin})
				}
				return view.WriteJSON(out, list)
			}
			t := view.NewTable(out, f.Printer().Sprintf("KEY"), f.Printer().Sprintf("VALUE"), f.Printer().Sprintf("FROM"))
			for _, s := range cfg.Settings {
				from := view.In(f.Printer()).ConfigSource(s.Source)
				if s.Origin != "" {
					from += " " + s.Origin
				}
				t.Row(s.Key, fmt.Sprint(s.Value), from)
			}
			return t.Flush()
		},
	}
}
