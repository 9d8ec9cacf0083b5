import Foundation

/// Why a crawl rejected a body the server answered with 200: it is incomplete or not what it claims to be.
enum CrawlIntegrityError: Error, Sendable, Hashable, CustomStringConvertible {
    case lengthMismatch(url: URL, declared: Int, received: Int)
    case emptyBody(url: URL)
    case incompleteImage(url: URL, format: String)

    var description: String {
        switch self {
        case .lengthMismatch(let url, let declared, let received):
            "\(url.absoluteString) sent \(received) bytes but declared \(declared) (Content-Length)"
        case .emptyBody(let url):
            "\(url.absoluteString) sent an empty body"
        case .incompleteImage(let url, let format):
            "\(url.absoluteString) sent an incomplete \(format) image (no end marker)"
        }
    }
}
