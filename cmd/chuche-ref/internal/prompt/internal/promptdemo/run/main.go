// Command run is promptdemo, to try the line editor by hand:
//
//	go run ./cmd/chuche-ref/internal/prompt/internal/promptdemo/run [-plain] [-accessible] script.json
package main

import (
	"os"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/prompt/internal/promptdemo"
)

func main() { os.Exit(promptdemo.Main(os.Args[1:])) }
