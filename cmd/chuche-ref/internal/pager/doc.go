// Package pager sends long output on a terminal through $PAGER.
package pager
