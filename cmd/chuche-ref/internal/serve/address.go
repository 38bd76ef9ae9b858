package serve

import (
	"net"
	"net/url"
	"strconv"
)

// Address is where the scoreboard can be opened from.
type Address struct {
	URL string // http://HOST:PORT/?key=KEY
	// LoopbackOnly: bound to a loopback address, only this machine can open it.
	LoopbackOnly bool
	// NoLAN: bound to every interface but no LAN address was found, so the
	// URL names this machine's loopback.
	NoLAN bool
}

// AddressOf is the URL a phone at the table opens for a server listening
// at addr. A phone cannot open 0.0.0.0 or ::, so for those the URL takes
// this machine's LAN address (an IPv4 one when there is one).
func AddressOf(addr net.Addr, key string) Address {
	host, port := "127.0.0.1", "0"
	if tcp, ok := addr.(*net.TCPAddr); ok {
		port = strconv.Itoa(tcp.Port)
		host = tcp.IP.String()
		if tcp.IP == nil {
			host = "0.0.0.0"
		}
	} else if h, p, err := net.SplitHostPort(addr.String()); err == nil {
		host, port = h, p
	}
	var a Address
	ip := net.ParseIP(host)
	switch {
	case ip != nil && ip.IsUnspecified():
		if lan := lanAddress(); lan != nil {
			host = lan.String()
		} else {
			host, a.NoLAN = "127.0.0.1", true
		}
	case ip != nil && ip.IsLoopback():
		a.LoopbackOnly = true
	}
	u := url.URL{Scheme: "http", Host: net.JoinHostPort(host, port), Path: "/", RawQuery: url.Values{"key": {key}}.Encode()}
	a.URL = u.String()
	return a
}

// lanAddress picks this machine's address on the local network: a private
// IPv4 address of an interface that is up, else any non-loopback unicast
// IPv4, else a global IPv6 address.
func lanAddress() net.IP {
	ifaces, err := net.Interfaces()
	if err != nil {
		return nil
	}
	var ips []net.IP
	for _, ifc := range ifaces {
		if ifc.Flags&net.FlagUp == 0 || ifc.Flags&net.FlagLoopback != 0 {
			continue
		}
		addrs, err := ifc.Addrs()
		if err != nil {
			continue
		}
		for _, a := range addrs {
			if n, ok := a.(*net.IPNet); ok {
				ips = append(ips, n.IP)
			}
		}
	}
	return pickLAN(ips)
}

func pickLAN(ips []net.IP) net.IP {
	rank := func(ip net.IP) int {
		switch {
		case ip.IsLoopback() || ip.IsUnspecified() || ip.IsLinkLocalUnicast() || ip.IsMulticast():
			return 0
		case ip.To4() != nil && ip.IsPrivate():
			return 3
		case ip.To4() != nil:
			return 2
		case ip.IsGlobalUnicast():
			return 1
		}
		return 0
	}
	var best net.IP
	for _, ip := range ips {
		if rank(ip) > rank(best) {
			best = ip
		}
	}
	return best
}
