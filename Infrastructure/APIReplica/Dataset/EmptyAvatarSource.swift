import Foundation

/// An avatar source with no avatars: every avatar request gets the API's 404.
public struct EmptyAvatarSource: AvatarSource {
    /// Creates the source.
    public init() {}

    /// Always nil.
    public func jpegData(forCharacter id: Int) -> Data? { nil }
}
