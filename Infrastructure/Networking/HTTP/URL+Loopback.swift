import Foundation

extension URL {
    /// Whether the URL names this machine: `localhost`, an address of `127.0.0.0/8`, or `::1`.
    public var isLoopback: Bool {
        let host = (host ?? "").lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        return host == "localhost" || host == "::1" || host.hasPrefix("127.")
    }
}
