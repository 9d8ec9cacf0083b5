import Foundation

/// An item's image: its bytes, its address and where the bytes came from this time.
public struct LoadedImage: Hashable, Sendable {
    /// The id of the item the image shows.
    public var id: Int
    /// The image's address on the server.
    public var url: URL
    /// The image's bytes.
    public var data: Data
    /// Where the bytes came from this time.
    public var tier: DataTier

    /// Creates an image.
    public init(id: Int, url: URL, data: Data, tier: DataTier) {
        self.id = id
        self.url = url
        self.data = data
        self.tier = tier
    }
}
