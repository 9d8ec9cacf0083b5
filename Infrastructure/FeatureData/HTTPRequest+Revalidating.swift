import Foundation
import Networking
import Storage

extension HTTPRequest {
    /// A GET of `url` asking for a 304 if `validators` still match: `If-None-Match` with the stored `ETag`,
    /// `If-Modified-Since` with the stored `Last-Modified`; a plain GET when there are none.
    public static func get(_ url: URL, revalidating validators: CacheValidators) -> HTTPRequest {
        var headers: [String: String] = [:]
        headers["If-None-Match"] = validators.entityTag
        headers["If-Modified-Since"] = validators.lastModified
        return HTTPRequest(method: .get, url: url, headers: headers)
    }
}
