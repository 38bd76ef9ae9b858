// Package chart draws the totals of a game round by round as a text line
// chart, for `standings --chart`.
package chart
