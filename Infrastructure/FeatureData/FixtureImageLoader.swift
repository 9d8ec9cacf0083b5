import FeatureDomain
import Foundation

/// Images for a run on fixtures: the same small bytes for every item, as if from memory, with no request.
public struct FixtureImageLoader: ImageLoader {
    let url: @Sendable (Int) -> URL

    /// Creates the loader; `url` names an item's image.
    public init(url: @escaping @Sendable (Int) -> URL) {
        self.url = url
    }

    /// A 2 kB image of item `id`.
    public func image(of id: Int, mode: FetchMode) async throws -> LoadedImage {
        LoadedImage(id: id, url: url(id), data: Data(repeating: 0xD8, count: 2_048), tier: .memory)
    }
}
