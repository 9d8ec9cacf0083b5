import Foundation
import LoopbackHTTP

/// The browser host's answers, each with the headers that keep a page to itself.
enum BrowserResponses {
    /// Scripts, styles, images and connections from this host only; no frames, no plugins, forms posted here.
    static let contentSecurityPolicy =
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; "
        + "form-action 'self'; base-uri 'none'; frame-ancestors 'none'"

    /// The headers every answer carries.
    static let securityHeaders = [
        "Content-Security-Policy": contentSecurityPolicy, "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "same-origin", "X-Frame-Options": "DENY",
    ]

    static func html(_ page: String, status: Int = 200) -> HTTPServerResponse {
        var headers = securityHeaders
        headers["Content-Type"] = "text/html; charset=utf-8"
        headers["Cache-Control"] = "no-store"
        return HTTPServerResponse(status: status, headers: headers, body: Data(page.utf8))
    }

    /// `303 See Other` to `address`: after a post, the page is loaded again by GET.
    static func redirect(to address: String) -> HTTPServerResponse {
        var headers = securityHeaders
        headers["Location"] = address
        headers["Cache-Control"] = "no-store"
        return HTTPServerResponse(status: 303, headers: headers)
    }

    static func json(_ values: [String: String], status: Int = 200) -> HTTPServerResponse {
        var headers = securityHeaders
        headers["Content-Type"] = "application/json; charset=utf-8"
        headers["Cache-Control"] = "no-store"
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return HTTPServerResponse(
            status: status, headers: headers, body: (try? encoder.encode(values)) ?? Data("{}".utf8))
    }
}

extension HTTPServerResponse {
    /// `405`: the address takes another method (an action is posted, never got).
    static var methodNotAllowed: HTTPServerResponse {
        var answer = BrowserResponses.json(["error": "This address does not take that method."], status: 405)
        answer.headers["Allow"] = "GET, HEAD, POST"
        return answer
    }
}
