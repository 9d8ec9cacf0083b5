import Foundation
import LoopbackHTTP

/// The host's own style sheet and script, served from its own origin (no framework, nothing from elsewhere).
enum BrowserAssets {
    static let stylePath = "/-/app.css"
    static let scriptPath = "/-/app.js"

    /// The asset at `path`, revalidated by its `ETag` (a 304 when the browser has it).
    static func response(for path: String, to request: HTTPServerRequest) -> HTTPServerResponse {
        let (text, type) =
            path == stylePath ? (style, "text/css; charset=utf-8") : (script, "text/javascript; charset=utf-8")
        var headers = BrowserResponses.securityHeaders
        headers["ETag"] = "\"\(ContentVersion.of(text))\""
        headers["Cache-Control"] = "no-cache"
        if request.header("If-None-Match") == headers["ETag"] {
            return HTTPServerResponse(status: 304, headers: headers)
        }
        headers["Content-Type"] = type
        return HTTPServerResponse(status: 200, headers: headers, body: Data(text.utf8))
    }
}
