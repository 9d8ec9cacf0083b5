import Foundation
import Networking

/// Fetches avatar bytes over the App's `HTTPClient`, accepting only a non-empty `image/*` response.
struct HTTPAvatarImageSource: Sendable {
    let client: any HTTPClient
    let configuration: APIConfiguration

    /// The avatar URL of the character `characterID` on the configured server.
    func url(forCharacter characterID: Int) throws(NetworkError) -> URL {
        try configuration.url(for: .avatar(characterID: characterID))
    }

    /// The image at `url`; throws `AvatarImageError` when the answer is not an image or is empty.
    func imageData(from url: URL) async throws -> Data {
        let response = try await client.get(url)
        let contentType = response.header("Content-Type")
        let mediaType = contentType?.split(separator: ";").first?.trimmingCharacters(in: .whitespaces).lowercased()
        guard let mediaType, mediaType.hasPrefix("image/") else {
            throw AvatarImageError.notAnImage(contentType: contentType, url: url)
        }
        guard !response.body.isEmpty else {
            throw AvatarImageError.emptyImage(url: url)
        }
        return response.body
    }
}
