import FeatureDomain
import LoopbackHTTP
import SharedPresentation

// An item's image (`/-/image/character/1`), loaded as its screens load it: through the App's image loader and its
// memory and disk cache, with the headers a browser caches by.
extension BrowserSession {
    func image(_ rest: Substring, request: HTTPServerRequest) async -> HTTPServerResponse {
        let words = rest.split(separator: "/")
        guard words.count == 2, let id = Int(words[1]), id > 0, let source = imageSource(for: String(words[0])) else {
            return BrowserResponses.json(["error": "No image is served at this address."], status: 404)
        }
        let image: LoadedImage
        do {
            image = try await source.load(id, .preferSaved)
        } catch {
            let message = source.failureText(error) ?? LoadFailureText.message(for: error, noun: ItemNoun("item"))
            return BrowserResponses.json(["error": message], status: 502)
        }
        var headers = BrowserResponses.securityHeaders
        headers["ETag"] = "\"\(ContentVersion.of(bytes: image.data))\""
        headers["Cache-Control"] = "private, max-age=86400"
        if request.header("If-None-Match") == headers["ETag"] {
            return HTTPServerResponse(status: 304, headers: headers)
        }
        headers["Content-Type"] = Self.mediaType(of: Array(image.data.prefix(4)))
        return HTTPServerResponse(status: 200, headers: headers, body: image.data)
    }

    /// The media type the image's first bytes say: JPEG, PNG, GIF or WebP, else bytes of no known kind.
    static func mediaType(of start: [UInt8]) -> String {
        let signatures: [(bytes: [UInt8], type: String)] = [
            ([0xFF, 0xD8, 0xFF], "image/jpeg"), ([0x89, 0x50, 0x4E, 0x47], "image/png"),
            ([0x47, 0x49, 0x46, 0x38], "image/gif"), ([0x52, 0x49, 0x46, 0x46], "image/webp"),
        ]
        return signatures.first { start.starts(with: $0.bytes) }?.type ?? "application/octet-stream"
    }
}
