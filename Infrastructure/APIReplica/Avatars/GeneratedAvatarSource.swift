import Foundation
import Locking

/// Draws each character's avatar on demand: a small face on a gradient, encoded as a baseline JPEG.
public struct GeneratedAvatarSource: AvatarSource {
    /// The width and height of every avatar, in pixels.
    public static let sideLength = 96

    // The most avatars kept in memory; ids past this many are encoded on every request.
    private static let cacheCapacity = 2048

    private let characterCount: Int?
    // A class, so copies of the source share it.
    private let cache = Locked<[Int: Data]>([:])

    /// Creates a source with avatars for ids `1...characterCount`, or for every positive id when it is nil.
    public init(characterCount: Int? = nil) {
        self.characterCount = characterCount
    }

    /// The JPEG avatar of character `id`, or nil when `id` is below 1 or beyond `characterCount`.
    public func jpegData(forCharacter id: Int) -> Data? {
        guard id >= 1, id <= characterCount ?? Int.max else { return nil }
        if let cached = cache.withLock({ $0[id] }) { return cached }
        // Encoded outside the lock: two racing requests for one id both encode it and store equal bytes.
        let image = RGBImage(side: Self.sideLength, color: AvatarFeatures(character: id).color)
        let data = JPEGEncoder.encode(image, quality: 85)
        cache.withLock { cache in
            if cache.count < Self.cacheCapacity { cache[id] = data }
        }
        return data
    }
}
