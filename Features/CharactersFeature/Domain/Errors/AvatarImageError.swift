import Foundation

/// Why an avatar could not be used; each case names the image.
enum AvatarImageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The server answered with something that is not an image (its `Content-Type`, nil when absent).
    case notAnImage(contentType: String?, url: URL)
    /// The server answered with an image type but no bytes.
    case emptyImage(url: URL)
    /// `FailureSimulatingAvatarImageLoader` failed this attempt on purpose.
    case simulatedFailure(characterID: Int, attempt: Int)

    var description: String {
        switch self {
        case .notAnImage(let contentType, let url):
            "\(url.absoluteString) is not an image (Content-Type: \(contentType ?? "none"))"
        case .emptyImage(let url):
            "\(url.absoluteString) answered with an empty image"
        case .simulatedFailure(let characterID, let attempt):
            "simulated failure loading the avatar of character \(characterID) (attempt \(attempt))"
        }
    }
}
