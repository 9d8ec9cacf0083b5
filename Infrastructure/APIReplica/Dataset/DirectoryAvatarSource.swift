import Foundation

/// Reads avatars from a directory of `<id>.jpeg` files (the snapshot's `avatars/`), one file read per request.
public struct DirectoryAvatarSource: AvatarSource {
    /// The directory holding the JPEGs.
    public let directory: URL

    /// Creates a source reading from `directory`; a missing directory just means no avatars.
    public init(directory: URL) {
        self.directory = directory
    }

    /// The bytes of `<directory>/<id>.jpeg`, or nil when the file is absent or unreadable.
    public func jpegData(forCharacter id: Int) -> Data? {
        guard id >= 0 else { return nil }
        return try? Data(contentsOf: directory.appendingPathComponent("\(id).jpeg"))
    }
}
