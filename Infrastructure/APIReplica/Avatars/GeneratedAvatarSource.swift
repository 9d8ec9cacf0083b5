import Foundation
import Locking

/// Draws each character's avatar on demand: a small face on a gradient, encoded as a baseline JPEG.
public struct GeneratedAvatarSource: AvatarSource {
    /// The width and height of every avatar, in pixels.
    public static let sideLength = 96

    /// The most avatars kept in memory; ids past this many are encoded on every request.
    public static let cacheCapacity = 2048

    private let characterCount: Int?
    private let painter = AvatarPainter(sideLength: sideLength)
    private let encoder = JPEGEncoder(quality: 85)
    private let cache = AvatarCache(capacity: cacheCapacity)

    /// Creates a source with avatars for ids `1...characterCount`, or for every positive id when it is nil.
    public init(characterCount: Int? = nil) {
        self.characterCount = characterCount
    }

    /// The JPEG avatar of character `id`, or nil when `id` is below 1 or beyond `characterCount`.
    public func jpegData(forCharacter id: Int) -> Data? {
        guard id >= 1, id <= characterCount ?? Int.max else { return nil }
        if let cached = cache.data(forCharacter: id) { return cached }
        let data = encoder.encode(painter.paint(character: id))
        cache.store(data, forCharacter: id)
        return data
    }
}

/// The encoded avatars by id, shared by copies of a `GeneratedAvatarSource` and safe to use from any task.
private final class AvatarCache: Sendable {
    private let capacity: Int
    private let entries = Locked<[Int: Data]>([:])

    init(capacity: Int) {
        self.capacity = capacity
    }

    func data(forCharacter id: Int) -> Data? {
        entries.withLock { $0[id] }
    }

    // Encoding happens outside the lock; two racing requests for one id both encode it and store equal bytes.
    func store(_ data: Data, forCharacter id: Int) {
        entries.withLock { entries in
            if entries.count < capacity || entries[id] != nil { entries[id] = data }
        }
    }
}
