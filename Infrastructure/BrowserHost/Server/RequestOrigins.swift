import LoopbackHTTP

/// Where requests may come from: sent to this host's own loopback name and port (no DNS rebinding), and posted
/// only by its own pages (no cross-site forms).
struct RequestOrigins: Sendable {
    /// Why a request is refused, with its status.
    struct Refusal: Equatable {
        let status: Int
        let message: String
    }

    let hosts: Set<String>
    let origins: Set<String>

    init(port: UInt16) {
        let names = ["127.0.0.1", "localhost"]
        hosts = Set(names.map { "\($0):\(port)" })
        origins = Set(names.map { "http://\($0):\(port)" })
    }

    /// The refusal of `request`, or nil when it may be answered.
    func refusal(of request: HTTPServerRequest) -> Refusal? {
        guard let host = request.header("Host")?.lowercased(), hosts.contains(host) else {
            return Refusal(status: 421, message: "This host answers only at its own loopback address.")
        }
        guard request.method == "POST" else { return nil }
        // A browser may send `Origin: null` (a page with no referrer) or none; then its `Sec-Fetch-Site`, which no
        // page can set, must say the post comes from this origin.
        if let origin = request.header("Origin"), origin != "null" {
            return origins.contains(origin.lowercased())
                ? nil : Refusal(status: 403, message: "Posts are taken only from this host's own pages.")
        }
        guard request.header("Sec-Fetch-Site") == "same-origin" else {
            return Refusal(status: 403, message: "Posts are taken only from this host's own pages.")
        }
        return nil
    }
}
