import Foundation

/// A character's avatar: its bytes and where they came from.
struct AvatarImage: Hashable, Sendable {
    let characterID: Int
    let data: Data
    let origin: ImageOrigin
}
